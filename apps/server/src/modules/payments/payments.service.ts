import type { z } from 'zod';
import type {
  Act,
  addPaymentItemBodySchema,
  createActBodySchema,
  updateActDescriptionBodySchema,
  updateActInformationBodySchema,
  updatePaymentItemBodySchema,
  walletQuerySchema,
} from '@tabib/contracts/payments';
import { parseBirthday } from '@tabib/contracts/patients';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { practiceDay } from '../../lib/practice-time';
import { isUuid } from '../../lib/uuid';
import { renderNotification } from '../notifications/notification-kinds';
import { notifyUser } from '../notifications/notifications.service';
import type { PracticeScope } from '../practice/practice.service';
import { presentAct } from './payment.presenter';
import { createPaymentsRepository, type ActRow } from './payments.repository';

type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

/** The patient's practice is already checked (recordAccess.patientOf): the scope's doctor owns `patientId`. */
export interface ActTarget {
  scope: PracticeScope;
  patientId: string;
  patientName: string;
}

const overpaid = () => new AppError(400, 'paidAmountMoreThanTotal');

/**
 * A payment someone other than the practice's doctor took (an assistant acting as doctor) asks
 * the doctor to confirm the money reached them (issue 22, point 7): a pending payment
 * notification, written with the payment.
 */
async function askDoctorToConfirm(tx: Executor, target: ActTarget, amountCentimes: number) {
  const { actor, doctor } = target.scope;
  if (actor.id === doctor.id) return;
  await notifyUser(tx, {
    recipientUserId: doctor.id,
    doctorId: doctor.id,
    displayStatus: 'pending',
    rendered: renderNotification('payment', {
      amountCentimes,
      recordedBy: `${actor.firstName} ${actor.lastName}`.trim(),
      patientName: target.patientName,
    }),
  });
}
const notFound = () => new AppError(404, 'notFound');

/**
 * Acts and their payments. The rule of the domain: the sum of an act's payments never
 * exceeds its total. Every change that could break it (a payment added, an item edited,
 * the total lowered) runs in a transaction holding the act's row lock, so concurrent
 * payments to one act queue and each sees what the previous one wrote.
 */
export function createPaymentsService(options: { db: Database; now?: () => Date }) {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const repository = createPaymentsRepository(db);

  const dayOf = (date: string | null | undefined) => (date ? parseBirthday(date)! : practiceDay(now()));

  async function present(reader: PaymentsRepository, row: ActRow): Promise<Act> {
    return presentAct(row, await reader.paymentsOf([row.id]));
  }

  async function checkAppointment(reader: PaymentsRepository, target: ActTarget, appointmentId: string | null | undefined) {
    if (!appointmentId) return null;
    if (!isUuid(appointmentId) || !(await reader.appointmentExists(target.scope.doctor.id, target.patientId, appointmentId)))
      throw notFound();
    return appointmentId;
  }

  /** Runs `change` on the locked act (404 for an act outside this patient of this practice), then presents it. */
  async function changeAct(
    target: ActTarget,
    actId: string,
    change: (txRepository: PaymentsRepository, act: ActRow, tx: Executor) => Promise<void>,
  ): Promise<Act> {
    if (!isUuid(actId)) throw notFound();
    return db.transaction(async (tx) => {
      const txRepository = createPaymentsRepository(tx);
      const act = await txRepository.lockAct(target.scope.doctor.id, target.patientId, actId);
      if (!act) throw notFound();
      await change(txRepository, act, tx);
      return present(txRepository, (await txRepository.findAct(target.scope.doctor.id, target.patientId, actId))!);
    });
  }

  return {
    async wallet(target: ActTarget, query: z.infer<typeof walletQuerySchema>): Promise<{ wallet: Act[]; total: number }> {
      const appointmentId = await checkAppointment(repository, target, query.appointmentId);
      const { rows, total } = await repository.listActs(target.scope.doctor.id, target.patientId, {
        page: query.page,
        limit: query.limit,
        appointmentId: appointmentId ?? undefined,
      });
      const payments = await repository.paymentsOf(rows.map((row) => row.id));
      return {
        total,
        wallet: rows.map((row) =>
          presentAct(
            row,
            payments.filter((payment) => payment.actId === row.id),
          ),
        ),
      };
    },

    async createAct(target: ActTarget, body: z.infer<typeof createActBodySchema>): Promise<Act> {
      if (body.amountPaid > body.total_amount) throw overpaid();
      const appointmentId = await checkAppointment(repository, target, body.appointmentId);
      return db.transaction(async (tx) => {
        const txRepository = createPaymentsRepository(tx);
        const act = await txRepository.insertAct({
          doctorId: target.scope.doctor.id,
          patientId: target.patientId,
          appointmentId,
          title: body.title,
          description: body.description,
          totalCentimes: body.total_amount,
          createdByUserId: target.scope.actor.id,
        });
        if (body.amountPaid > 0) {
          await txRepository.insertPayment({
            actId: act.id,
            amountCentimes: body.amountPaid,
            paidOn: dayOf(body.date),
            createdByUserId: target.scope.actor.id,
          });
          await askDoctorToConfirm(tx, target, body.amountPaid);
        }
        return present(txRepository, act);
      });
    },

    updateActInformation(target: ActTarget, actId: string, body: z.infer<typeof updateActInformationBodySchema>) {
      return changeAct(target, actId, async (tx, act) => {
        if ((await tx.paidOf(act.id)) > body.total_amount) throw overpaid();
        await tx.updateAct(act.id, { title: body.title, totalCentimes: body.total_amount });
      });
    },

    updateActDescription(target: ActTarget, actId: string, body: z.infer<typeof updateActDescriptionBodySchema>) {
      return changeAct(target, actId, (tx, act) => tx.updateAct(act.id, { description: body.description }));
    },

    async addPayment(target: ActTarget, actId: string, body: z.infer<typeof addPaymentItemBodySchema>) {
      await checkAppointment(repository, target, body.appointmentId);
      return changeAct(target, actId, async (txRepository, act, tx) => {
        if ((await txRepository.paidOf(act.id)) + body.amount_paid > act.totalCentimes) throw overpaid();
        await txRepository.insertPayment({
          actId: act.id,
          amountCentimes: body.amount_paid,
          paidOn: dayOf(body.date),
          createdByUserId: target.scope.actor.id,
        });
        await askDoctorToConfirm(tx, target, body.amount_paid);
      });
    },

    updatePayment(target: ActTarget, actId: string, body: z.infer<typeof updatePaymentItemBodySchema>) {
      return changeAct(target, actId, async (tx, act) => {
        const payment = isUuid(body.subItem_id) ? await tx.findPayment(act.id, body.subItem_id) : undefined;
        if (!payment) throw notFound();
        if ((await tx.paidOf(act.id)) - payment.amountCentimes + body.sub_amount > act.totalCentimes) throw overpaid();
        await tx.updatePayment(payment.id, { amountCentimes: body.sub_amount, paidOn: dayOf(body.date) });
      });
    },

    /** Kept for the record (deleted_at), gone from the wallet. */
    async deleteAct(target: ActTarget, actId: string): Promise<void> {
      if (!isUuid(actId)) throw notFound();
      await db.transaction(async (tx) => {
        const txRepository = createPaymentsRepository(tx);
        const act = await txRepository.lockAct(target.scope.doctor.id, target.patientId, actId);
        if (!act) throw notFound();
        await txRepository.updateAct(act.id, { deletedAt: now() });
      });
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
