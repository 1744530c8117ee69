import { stackEnv } from '../testing/clients';

test('the stack answers on its health route', async () => {
  const res = await fetch(`${stackEnv.url}/health`);
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'ok' });
});
