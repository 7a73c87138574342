import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { Services } from '../../services';

/** The domain services the operator commands go through (the server's own, services.ts). */
export type OperatorServices = Pick<
  Services,
  'accounts' | 'audit' | 'users' | 'consultationReasons' | 'profileEditRequests' | 'patientNotices' | 'subscriptionVerdicts'
>;

export interface OperatorContext {
  services: OperatorServices;
  /** Who runs the command: TABIB_OPERATOR, else the OS user of the command line (cli/admin-request.ts). */
  operator: string;
}

const text = z.string().trim().min(1);
const email = z.string().trim().pipe(z.email());
/** A welcome period of its own length; 0: the subscription is to be paid before booking. */
const welcomeDays = z.number().int().min(0).max(365).optional();
const id = z.object({ id: text });
const decision = z.object({ id: text, note: z.string().trim().min(1).optional() });
const account = z.object({ account: text });

function command<Args extends z.ZodType, Result>(
  args: Args,
  run: (context: OperatorContext, args: z.output<Args>) => Promise<Result>,
) {
  return { args, run };
}

async function setBlocked({ services, operator }: OperatorContext, key: string, blocked: boolean) {
  const target = await services.accounts.findAccount(key);
  await services.users.blockAccount(target.id, blocked);
  await services.audit.record({
    actor: operator,
    action: blocked ? 'accounts.block' : 'accounts.unblock',
    targetType: 'user',
    targetId: target.id,
    details: { email: target.email },
  });
  return { ...target, blocked };
}

/** The users service writes the audit entry, in the change's own transaction. */
async function setAllowAll({ services, operator }: OperatorContext, key: string, allowAll: boolean) {
  const target = await services.accounts.findAccount(key);
  return services.users.setAccountAllowAll(target.id, allowAll, operator);
}

async function decideReason({ services, operator }: OperatorContext, reasonId: string, verdict: 'validated' | 'rejected') {
  const result = await services.consultationReasons.decide(reasonId, verdict);
  await services.audit.record({
    actor: operator,
    action: `reasons.${verdict === 'validated' ? 'validate' : 'reject'}`,
    targetType: 'consultation_reason',
    targetId: reasonId,
    details: { verdict },
  });
  return result;
}

async function decideEditRequest(
  { services, operator }: OperatorContext,
  requestId: string,
  verdict: 'approved' | 'rejected',
  note: string | undefined,
) {
  const result = await services.profileEditRequests.decide(requestId, verdict, { operator, note });
  await services.audit.record({
    actor: operator,
    action: `edit-requests.${verdict === 'approved' ? 'approve' : 'reject'}`,
    targetType: 'profile_edit_request',
    targetId: requestId,
    details: { verdict, ...(note ? { note } : {}) },
  });
  return result;
}

async function decidePayment({ services, operator }: OperatorContext, paymentId: string, verdict: 'confirmed' | 'rejected') {
  const result = await services.subscriptionVerdicts.decide(paymentId, verdict, operator);
  await services.audit.record({
    actor: operator,
    action: `subscriptions.${verdict === 'confirmed' ? 'confirm' : 'reject'}`,
    targetType: 'subscription_payment',
    targetId: paymentId,
    details: { subscriptionId: result.subscriptionId, months: result.months, amountCentimes: result.amountCentimes },
  });
  return result;
}

/**
 * Every operator command: its arguments' schema and what it does. The command line runs
 * them directly, or a running server runs them for it through its admin socket (PGlite):
 * the same map either way. Changes are written to the audit log; reads are not.
 */
export const operatorCommands = {
  'accounts.create-doctor': command(
    z.object({
      email,
      firstName: text,
      lastName: text,
      phone: text.optional(),
      title: z.string().trim().optional(),
      telemedicineAllowed: z.boolean().optional(),
      specialityCodes: z.array(text).optional(),
      welcomeDays,
    }),
    async ({ services, operator }, args) => {
      const created = await services.accounts.createDoctor(args);
      // Never the password: the log is read by more people than the one who handed it over.
      await services.audit.record({
        actor: operator,
        action: 'accounts.create-doctor',
        targetType: 'user',
        targetId: created.account.id,
        details: { email: created.account.email },
      });
      return created;
    },
  ),
  'accounts.create-clinic': command(
    z.object({ name: text, adminEmail: email, adminFirstName: text, adminLastName: text, welcomeDays }),
    async ({ services, operator }, args) => {
      const created = await services.accounts.createClinic(args);
      await services.audit.record({
        actor: operator,
        action: 'accounts.create-clinic',
        targetType: 'clinic',
        targetId: created.clinic.id,
        details: { name: created.clinic.name, adminId: created.admin.id, adminEmail: created.admin.email },
      });
      return created;
    },
  ),
  'accounts.block': command(account, (context, args) => setBlocked(context, args.account, true)),
  'accounts.unblock': command(account, (context, args) => setBlocked(context, args.account, false)),
  'accounts.grant-all': command(account, (context, args) => setAllowAll(context, args.account, true)),
  'accounts.withdraw-all': command(account, (context, args) => setAllowAll(context, args.account, false)),
  'reasons.list': command(z.object({}), ({ services }) => services.consultationReasons.listPending()),
  'reasons.validate': command(id, (context, args) => decideReason(context, args.id, 'validated')),
  'reasons.reject': command(id, (context, args) => decideReason(context, args.id, 'rejected')),
  'edit-requests.list': command(z.object({}), ({ services }) => services.profileEditRequests.listPending()),
  'edit-requests.approve': command(decision, (context, args) => decideEditRequest(context, args.id, 'approved', args.note)),
  'edit-requests.reject': command(decision, (context, args) => decideEditRequest(context, args.id, 'rejected', args.note)),
  'subscriptions.waiting': command(z.object({}), ({ services }) => services.subscriptionVerdicts.listWaiting()),
  'subscriptions.confirm': command(id, (context, args) => decidePayment(context, args.id, 'confirmed')),
  'subscriptions.reject': command(id, (context, args) => decidePayment(context, args.id, 'rejected')),
  'notices.plan-reminders': command(z.object({}), async ({ services, operator }) => {
    const result = await services.patientNotices.planMissingReminders();
    await services.audit.record({
      actor: operator,
      action: 'notices.plan-reminders',
      targetType: 'appointments',
      targetId: 'coming',
      details: result,
    });
    return result;
  }),
  'audit.list': command(
    z.object({ target: text.optional(), limit: z.number().int().min(1).max(1000).optional() }),
    async ({ services }, args) => {
      // An e-mail address stands for its account: the log keys accounts by id.
      const targetId = args.target?.includes('@') ? (await services.accounts.findAccount(args.target)).id : args.target;
      return services.audit.list({ targetId, limit: args.limit });
    },
  ),
};

export type OperatorCommandName = keyof typeof operatorCommands;

export const isOperatorCommand = (name: string): name is OperatorCommandName => Object.hasOwn(operatorCommands, name);

/** Checks the arguments against the command's schema, then runs it. */
export async function runOperatorCommand(context: OperatorContext, name: string, rawArgs: unknown): Promise<unknown> {
  if (!isOperatorCommand(name)) throw new AppError(400, 'validationFailed', `unknown command ${name}`);
  const { args, run } = operatorCommands[name] as {
    args: z.ZodType;
    run: (context: OperatorContext, args: unknown) => Promise<unknown>;
  };
  const parsed = args.safeParse(rawArgs ?? {});
  if (!parsed.success) throw new AppError(400, 'validationFailed', z.prettifyError(parsed.error));
  return run(context, parsed.data);
}
