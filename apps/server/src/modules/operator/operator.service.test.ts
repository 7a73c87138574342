import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { passwordSchema } from '@tabib/contracts/password';
import { subscriptionRules } from '@tabib/contracts/subscription';
import { profileDetailsPaths } from '@tabib/contracts/profile-details';
import type { App } from '../../app';
import type { DomainEvent } from '../../events/domain-event';
import { bearer, signIn, tokenOf } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { subscriptions } from '../../db/schema/subscription';
import { practiceDay } from '../../lib/practice-time';
import { addDays } from '../subscription/subscription-days';
import { testBackends } from '../../test/test-database';
import { operatorCommands, runOperatorCommand, type OperatorCommandName } from './operator.service';

describe.each(testBackends())('operator commands on %s', (backend) => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp(backend);
  });
  afterAll(async () => {
    await app?.close();
  });

  const run = (command: OperatorCommandName | string, args: unknown = {}) =>
    runOperatorCommand({ services: app.services, operator: 'tester' }, command, args);
  const auditOf = (targetId: string) => app.services.audit.list({ targetId });
  const refusal = (statusCode: number, code: string) => expect.objectContaining({ statusCode, code });

  it('creates a doctor with a one-time password that signs in once and forces the first-login reset', async () => {
    const created = (await run('accounts.create-doctor', {
      email: ' Nouveau.Medecin@Example.DZ ',
      firstName: 'Samir',
      lastName: 'Hamdi',
      phone: '0555 12 34 99',
      telemedicineAllowed: true,
      specialityCodes: ['cardiology'],
    })) as Awaited<ReturnType<(typeof operatorCommands)['accounts.create-doctor']['run']>>;
    expect(created.account).toMatchObject({
      email: 'nouveau.medecin@example.dz',
      kind: 'doctor',
      title: 'Dr',
      phone: '+213555123499',
      blocked: false,
    });
    expect(passwordSchema.safeParse(created.oneTimePassword).success).toBe(true);

    const response = await signIn(app, created.account.email, created.oneTimePassword);
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({ firstLoginPswReset: false, accept_terms: false });

    const [entry, ...others] = await auditOf(created.account.id);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      actor: 'tester',
      action: 'accounts.create-doctor',
      targetType: 'user',
      details: { email: created.account.email },
    });
    expect(JSON.stringify(entry)).not.toContain(created.oneTimePassword);
  });

  it('opens a welcome period of the length asked for, the usual one otherwise', async () => {
    const trialEndOf = async (doctorId: string) => {
      const [row] = await app.db
        .select({ trialEndsOn: subscriptions.trialEndsOn })
        .from(subscriptions)
        .where(eq(subscriptions.doctorId, doctorId));
      return row?.trialEndsOn;
    };
    const today = practiceDay(new Date());
    const short = (await run('accounts.create-doctor', {
      email: 'welcome.short@tabib.test',
      firstName: 'Nadia',
      lastName: 'Brahimi',
      welcomeDays: 2,
    })) as { account: { id: string } };
    expect(await trialEndOf(short.account.id)).toBe(addDays(today, 2));
    const usual = (await run('accounts.create-doctor', {
      email: 'welcome.usual@tabib.test',
      firstName: 'Karim',
      lastName: 'Brahimi',
    })) as { account: { id: string } };
    expect(await trialEndOf(usual.account.id)).toBe(addDays(today, subscriptionRules.welcomePeriodDays));
    await expect(
      run('accounts.create-doctor', { email: 'welcome.none@tabib.test', firstName: 'A', lastName: 'B', welcomeDays: -1 }),
    ).rejects.toEqual(refusal(400, 'validationFailed'));
  });

  it('refuses a taken address, a bad phone, an unknown speciality or command, and writes nothing to the log', async () => {
    const before = await app.services.audit.list({ limit: 1000 });
    const doctor = { firstName: 'A', lastName: 'B' };
    await expect(run('accounts.create-doctor', { ...doctor, email: 'DOCTOR@tabib.test' })).rejects.toEqual(
      refusal(409, 'userEmailExists'),
    );
    await expect(run('accounts.create-doctor', { ...doctor, email: 'x1@tabib.test', phone: '12' })).rejects.toEqual(
      refusal(400, 'invalidPhoneNumber'),
    );
    await expect(
      run('accounts.create-doctor', { ...doctor, email: 'x2@tabib.test', specialityCodes: ['astrology'] }),
    ).rejects.toEqual(refusal(400, 'validationFailed'));
    await expect(run('accounts.create-doctor', { ...doctor, email: 'not-an-address' })).rejects.toEqual(
      refusal(400, 'validationFailed'),
    );
    await expect(
      run('accounts.create-clinic', { name: 'C', adminEmail: 'clinic@tabib.test', adminFirstName: 'A', adminLastName: 'B' }),
    ).rejects.toEqual(refusal(409, 'userEmailExists'));
    await expect(run('accounts.delete-everything')).rejects.toEqual(refusal(400, 'validationFailed'));
    expect(await app.services.audit.list({ limit: 1000 })).toEqual(before);
  });

  it('creates a clinic and its admin, who signs in to the clinic first-login reset', async () => {
    const created = (await run('accounts.create-clinic', {
      name: 'Clinique Ibn Sina',
      adminEmail: 'admin@ibnsina.dz',
      adminFirstName: 'Mounia',
      adminLastName: 'Rahmani',
    })) as Awaited<ReturnType<(typeof operatorCommands)['accounts.create-clinic']['run']>>;
    expect(created.admin).toMatchObject({ kind: 'clinic_user', clinicRole: 'admin', clinicId: created.clinic.id });
    const response = await signIn(app, 'admin@ibnsina.dz', created.oneTimePassword);
    expect(response.json().profile).toMatchObject({ firstLoginPswReset: false, isClinic: true, role: 'admin' });
    expect(await auditOf(created.clinic.id)).toEqual([
      expect.objectContaining({
        action: 'accounts.create-clinic',
        targetType: 'clinic',
        details: { name: 'Clinique Ibn Sina', adminId: created.admin.id, adminEmail: 'admin@ibnsina.dz' },
      }),
    ]);
  });

  it('blocks an account by address (its sessions end, it cannot sign in), then unblocks it by id', async () => {
    const token = await tokenOf(app, 'limited@tabib.test');
    const blocked = (await run('accounts.block', { account: 'Limited@tabib.test' })) as { id: string; blocked: boolean };
    expect(blocked.blocked).toBe(true);
    await expect(app.services.auth.authenticate(token)).rejects.toEqual(refusal(401, 'TokenCoreValidationFailed'));
    expect((await signIn(app, 'limited@tabib.test')).json()).toMatchObject({ code: 'accountBlocked' });

    await run('accounts.unblock', { account: blocked.id });
    expect((await signIn(app, 'limited@tabib.test')).statusCode).toBe(200);
    expect((await auditOf(blocked.id)).map((entry) => entry.action)).toEqual(['accounts.unblock', 'accounts.block']);
    await expect(run('accounts.block', { account: 'nobody@tabib.test' })).rejects.toEqual(refusal(404, 'notFound'));
  });

  it('lists the pending consultation reasons and validates or rejects them', async () => {
    const pending = (await run('reasons.list')) as { reason: { _id: string }; doctor: { email: string } }[];
    expect(pending.length).toBeGreaterThanOrEqual(2);
    const [first, second] = pending;
    await run('reasons.validate', { id: first!.reason._id });
    await run('reasons.reject', { id: second!.reason._id });
    const ids = ((await run('reasons.list')) as typeof pending).map((entry) => entry.reason._id);
    expect(ids).not.toContain(first!.reason._id);
    expect(ids).not.toContain(second!.reason._id);
    expect(await auditOf(first!.reason._id)).toEqual([
      expect.objectContaining({
        action: 'reasons.validate',
        targetType: 'consultation_reason',
        details: { verdict: 'validated' },
      }),
    ]);
    expect(await auditOf(second!.reason._id)).toEqual([
      expect.objectContaining({ action: 'reasons.reject', details: { verdict: 'rejected' } }),
    ]);
    await expect(run('reasons.validate', { id: '00000000-0000-4000-8000-000000000000' })).rejects.toEqual(
      refusal(404, 'notFound'),
    );
  });

  it('lists the pending profile edit requests and approves or rejects them with a note', async () => {
    const headers = bearer(await tokenOf(app, 'doctor@tabib.test'));
    const diplomas = [{ title: 'Doctorat en médecine', institute: 'Université d’Alger', graduationDay: '2010-06' }];
    const sent = await app.inject({
      method: 'POST',
      url: `/api/v1${profileDetailsPaths.editRequests}`,
      headers,
      payload: { requestSlug: 'diplomas', dataToBeChanged: diplomas },
    });
    expect(sent.statusCode).toBe(200);
    const pending = (await run('edit-requests.list')) as { id: string; doctor: { email: string } }[];
    const mine = pending.find((request) => request.doctor.email === 'doctor@tabib.test')!;
    expect(mine).toBeDefined();

    const decided = await run('edit-requests.reject', { id: mine.id, note: 'Joindre le diplôme' });
    expect(decided).toMatchObject({ status: 'rejected', note: 'Joindre le diplôme' });
    expect(await auditOf(mine.id)).toEqual([
      expect.objectContaining({
        actor: 'tester',
        action: 'edit-requests.reject',
        targetType: 'profile_edit_request',
        details: { verdict: 'rejected', note: 'Joindre le diplôme' },
      }),
    ]);
    await expect(run('edit-requests.approve', { id: mine.id })).rejects.toEqual(refusal(409, 'editRequestFailed'));
  });

  it('withdraws and grants the full rights of a doctor or an assistant acting as doctor, live, and of nobody else', async () => {
    const heard: DomainEvent[] = [];
    app.events.subscribe((event) => heard.push(event));
    const asDoctorToken = await tokenOf(app, 'asdoctor@tabib.test');
    const privilegesOf = async (token: string) =>
      (
        await app.inject({
          method: 'GET',
          url: '/api/v1/doctors/web/backbone/retrieve-entity-profile',
          headers: bearer(token),
        })
      ).json().profile.privileges;

    const withdrawn = (await run('accounts.withdraw-all', { account: 'ASDOCTOR@tabib.test' })) as { id: string };
    expect(withdrawn).toMatchObject({ email: 'asdoctor@tabib.test', kind: 'assistant', allowAll: false });
    // The same session, not signed in again, reads its new privilege.
    expect(await privilegesOf(asDoctorToken)).toBe('DOC-DEA');
    await vi.waitFor(
      () =>
        expect(heard).toContainEqual(
          expect.objectContaining({ kind: 'privilegesChanged', userId: withdrawn.id, allowAll: false }),
        ),
      { timeout: 5000 },
    );
    await run('accounts.grant-all', { account: withdrawn.id });
    expect(await privilegesOf(asDoctorToken)).toBe('DOC-ALL');
    expect(await auditOf(withdrawn.id)).toEqual([
      expect.objectContaining({ actor: 'tester', action: 'accounts.grant-all', details: { email: 'asdoctor@tabib.test' } }),
      expect.objectContaining({ actor: 'tester', action: 'accounts.withdraw-all', targetType: 'user' }),
    ]);

    const clinicDoctorToken = await tokenOf(app, 'clinic.doctor3@tabib.test');
    await run('accounts.withdraw-all', { account: 'clinic.doctor3@tabib.test' });
    expect(await privilegesOf(clinicDoctorToken)).toBe('DOC-DEA');

    const before = await app.services.audit.list({ limit: 1000 });
    for (const account of ['assistant@tabib.test', 'clinic@tabib.test', 'clinic.unit@tabib.test']) {
      await expect(run('accounts.grant-all', { account }), account).rejects.toEqual(refusal(403, 'forbidden'));
    }
    await expect(run('accounts.grant-all', { account: 'nobody@tabib.test' })).rejects.toEqual(refusal(404, 'notFound'));
    expect(await app.services.audit.list({ limit: 1000 })).toEqual(before);
  });

  it('lists the audit log newest first, by target (an account by address) and with a limit', async () => {
    const all = (await run('audit.list')) as { id: number; targetId: string }[];
    expect(all.map((entry) => entry.id)).toEqual([...all.map((entry) => entry.id)].sort((a, b) => b - a));
    expect(await run('audit.list', { limit: 2 })).toEqual(all.slice(0, 2));
    const byAddress = (await run('audit.list', { target: 'limited@tabib.test' })) as { action: string }[];
    expect(byAddress.map((entry) => entry.action)).toEqual(['accounts.unblock', 'accounts.block']);
    await expect(run('audit.list', { limit: 0 })).rejects.toEqual(refusal(400, 'validationFailed'));
  });
});
