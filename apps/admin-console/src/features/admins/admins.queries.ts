export const adminsKeys = { all: ['admins'] as const };
