import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LIVE_ID } from '../../db/schema/index';
import { testAppForFile } from '../../testing/build-test-app';
import { multipartBody } from '../../testing/multipart';

const file = testAppForFile();

interface Event {
  kind: string;
  action: string;
  adminName: string;
  address: string;
  targetLabel: string | null;
  at: string;
}

const events = async (query = '') =>
  (
    await file.t.inject({ method: 'GET', url: `/api/audit?limit=100${query}`, token: file.t.superToken })
  ).json() as Event[];

describe('the audit trail', () => {
  it('records every kind of accepted write with who, when and from where, and none that was refused', async () => {
    const super_ = { token: file.t.superToken };
    const write = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      file.t.inject({
        method,
        url,
        ...super_,
        ...(payload ? { payload } : {}),
        remoteAddress: '203.0.113.77',
      });
    const editor = await file.t.addAdmin('regular', 'Audited Editor');
    const banner = await sharp({ create: { width: 2560, height: 317, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const answers = [
      await write('PATCH', `/api/admins/update-user/${editor.id}`, {
        name: 'Audited Editor',
        email: editor.email,
        role: 'regular',
        canPublish: true,
      }),
      await write('POST', '/api/satellite-info/add', {
        satellite: 'Audited Nilesat',
        frequency: 11_471,
        symbol_rate: '27500',
        polarity: 'vertical',
      }),
      await write('PATCH', `/api/live/${LIVE_ID}`, { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }),
      await file.t.inject({
        method: 'PATCH',
        url: '/api/ad/ad1',
        ...super_,
        remoteAddress: '203.0.113.77',
        ...multipartBody({ name: 'ad1' }, [{ field: 'image', filename: 'ad.png', data: banner }]),
      }),
      await write('POST', '/api/telegram-admin/add', { name: 'Audited Stringer', telegram_user_id: '777' }),
      await write('PUT', '/api/banner', {
        text: 'Audited banner',
        endsAt: new Date(Date.now() + 60_000).toISOString(),
      }),
      await write('DELETE', '/api/banner'),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    const refused = await write('POST', '/api/satellite-info/add', { satellite: '' });
    expect(refused.statusCode).toBe(400);

    const trail = await events();
    const kindsAndActions = trail.map((event) => `${event.kind} ${event.action}`);
    expect(kindsAndActions).toEqual(
      expect.arrayContaining([
        'admin publish-granted',
        'satellite created',
        'live updated',
        'ad updated',
        'telegram-admin created',
        'banner updated',
        'banner deleted',
      ]),
    );
    expect(kindsAndActions.filter((line) => line === 'satellite created')).toHaveLength(1);
    for (const event of trail.filter((candidate) => candidate.kind !== 'post')) {
      expect(event).toMatchObject({ adminName: 'Station Admin', address: '203.0.113.0' });
    }
    expect(trail.find((event) => event.kind === 'satellite')?.targetLabel).toBe('Audited Nilesat');
    expect(new Date(trail[0]?.at ?? 0).getTime()).toBeGreaterThan(Date.now() - 60_000);

    expect((await events('&kind=banner')).map((event) => event.action)).toEqual(['deleted', 'updated']);
    expect(await events('&admin=Nobody')).toEqual([]);
    expect(await events(`&from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).toEqual(
      [],
    );
  });
});
