import { z } from 'zod';
import { CATEGORIES, CHOOSE_CATEGORY } from './categories';

export const categorySchema = z.enum(CATEGORIES, { error: CHOOSE_CATEGORY });
