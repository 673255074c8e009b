import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../testing/build-test-app';

const file = testAppForFile();

describe('POST admins/refresh', () => {
  it('gives a working fresh token, and a changed password still ends the session at once', async () => {
    const editor = await file.t.addAdmin('regular', 'Night Editor');
    const refreshed = await file.t.inject({
      method: 'POST',
      url: '/api/admins/refresh',
      token: editor.token,
    });
    expect(refreshed.statusCode).toBe(200);
    const { token } = refreshed.json();
    expect((await file.t.inject({ method: 'GET', url: '/api/admins/verify', token })).statusCode).toBe(200);

    const reset = await file.t.inject({
      method: 'PATCH',
      url: `/api/admins/change-user-pwd/${editor.id}`,
      token: file.t.superToken,
      payload: { password: 'a-new-long-password-9', confirmPwd: 'a-new-long-password-9' },
    });
    expect(reset.statusCode).toBe(200);
    for (const ended of [token, editor.token]) {
      const answer = await file.t.inject({ method: 'POST', url: '/api/admins/refresh', token: ended });
      expect(answer.json().code).toBe('SESSION_REVOKED');
    }
  });
});

describe('the right to publish', () => {
  it('is given and taken by a super, shown on the admin, and always held by supers', async () => {
    const editor = await file.t.addAdmin('regular', 'Desk Writer');
    const list = async () =>
      (await file.t.inject({ method: 'GET', url: '/api/admins', token: file.t.superToken })).json() as {
        _id: string;
        role: string;
        canPublish: boolean;
      }[];
    expect((await list()).find((admin) => admin._id === editor.id)?.canPublish).toBe(false);
    expect((await list()).filter((admin) => admin.role === 'super').every((admin) => admin.canPublish)).toBe(
      true,
    );
    const granted = await file.t.inject({
      method: 'PATCH',
      url: `/api/admins/update-user/${editor.id}`,
      token: file.t.superToken,
      payload: { name: 'Desk Writer', email: editor.email, role: 'regular', canPublish: true },
    });
    expect(granted.statusCode).toBe(200);
    expect((await list()).find((admin) => admin._id === editor.id)?.canPublish).toBe(true);
    const post = await file.t.inject({
      method: 'POST',
      url: '/api/post/bulk',
      token: editor.token,
      payload: { action: 'publish', ids: ['00000000-0000-4000-8000-00000000abcd'] },
    });
    expect(post.json().results[0].error).toBe('The post was not found.');
    expect(
      (
        await file.t.inject({
          method: 'PATCH',
          url: `/api/admins/update-user/${editor.id}`,
          token: editor.token,
          payload: { name: 'Desk Writer', email: editor.email, role: 'regular', canPublish: true },
        })
      ).statusCode,
    ).toBe(403);
  });
});
