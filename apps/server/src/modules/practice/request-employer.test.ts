import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Executor } from '../../db/client';
import { sessionOf } from '../../test/booking-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import { createPracticeService } from './practice.service';

/** A database handle that fails any statement: the scope must come from what the session lookup read. */
const noDatabase = new Proxy({} as Executor, {
  get() {
    throw new Error('the practice scope read the database');
  },
});

describe.each(testBackends())("an assistant's practice scope on %s", (backend) => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp(backend);
  });
  afterAll(() => app.close());

  it('takes the employer the session lookup read, without reading it again', async () => {
    const doctor = await sessionOf(app, 'doctor@tabib.test');
    const assistant = await sessionOf(app, 'assistant@tabib.test');
    const actor = await app.services.auth.authenticate(assistant.token);

    const scope = await createPracticeService(noDatabase).scopeOf(actor.user);

    expect(scope.doctor.id).toBe(doctor.profile._id);
    expect(scope.actor).toBe(actor.user);
    // Another request's account row (here a copy) has no remembered employer: it is read.
    await expect(createPracticeService(noDatabase).scopeOf({ ...actor.user })).rejects.toThrow('read the database');
  });
});
