import type { ConsultationReason, ConsultationReasonInput, LocalizedText } from '@tabib/contracts/consultation-reasons';
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema/accounts';
import type { ConsultationReasonRow } from '../../db/schema/consultation-reasons';
import { AppError } from '../../lib/app-error';
import { publishEvent } from '../../events/event-log';
import { pgErrorOf, uniqueViolation } from '../../lib/pg-errors';
import { assertMay } from '../practice/practice.policy';
import type { PracticeService } from '../practice/practice.service';
import { presentConsultationReason } from './consultation-reason.presenter';
import { removesLastBookable, reorderedIds } from './consultation-reason-rules';
import { createConsultationReasonsRepository, type CalendarChanged } from './consultation-reasons.repository';

type Repository = ReturnType<typeof createConsultationReasonsRepository>;
interface WriteContext {
  repository: Repository;
  doctor: UserRow;
  live: ConsultationReasonRow[];
}

const colorConstraint = 'consultation_reasons_doctor_color_unique';
const sameTitle = (a: LocalizedText, b: LocalizedText) => a.fr === b.fr && a.en === b.en && a.ar === b.ar;

function liveReasonOf(live: ConsultationReasonRow[], reasonId: string): ConsultationReasonRow {
  const row = live.find((candidate) => candidate.id === reasonId);
  if (!row) throw new AppError(404, 'notFound');
  return row;
}

function refuseTakenColor(live: ConsultationReasonRow[], color: string, exceptId?: string) {
  if (live.some((row) => row.id !== exceptId && row.color.toLowerCase() === color))
    throw new AppError(409, 'consultationReasonColorTaken');
}

/** The doctor's own reasons screen (spec 3, "Consultation reasons"): DOC-ALL writes, practice reads. */
export function createConsultationReasonSettingsService({
  db,
  practice,
  onCalendarChanged,
}: {
  db: Executor;
  practice: PracticeService;
  onCalendarChanged: CalendarChanged;
}) {
  async function doctorOf(actor: UserRow) {
    assertMay(actor, 'consultationReasons.edit', 'read');
    return (await practice.scopeOf(actor)).doctor;
  }

  /**
   * One write: the doctor's live reasons locked, the change, then, in the same transaction, the
   * week cache's notification (a reason's title, colour and flags are part of the week answer)
   * and the live event that makes the practice's other sessions refetch.
   */
  async function write<T>(
    actor: UserRow,
    change: (context: WriteContext) => Promise<T>,
    options: { calendar: boolean } = { calendar: true },
  ): Promise<T> {
    assertMay(actor, 'consultationReasons.edit');
    const doctor = await doctorOf(actor);
    try {
      const result = await db.transaction(async (tx) => {
        const repository = createConsultationReasonsRepository(tx);
        const changed = await change({ repository, doctor, live: await repository.lockLiveOfDoctor(doctor.id) });
        if (options.calendar) await repository.notifyCalendarChanged(doctor.id);
        await publishEvent(tx, { kind: 'consultationReasonsChanged', doctorId: doctor.id, clinicId: doctor.clinicId });
        return changed;
      });
      if (options.calendar) onCalendarChanged(doctor.id);
      return result;
    } catch (error) {
      const { code, constraint } = pgErrorOf(error);
      if (code === uniqueViolation && constraint === colorConstraint) throw new AppError(409, 'consultationReasonColorTaken');
      throw error;
    }
  }

  return {
    /** The live (not deleted) reasons of the practice, in their order. */
    async list(actor: UserRow): Promise<ConsultationReason[]> {
      const doctor = await doctorOf(actor);
      const rows = await createConsultationReasonsRepository(db).listForDoctors([doctor.id]);
      return rows.filter((row) => !row.isDeleted).map(presentConsultationReason);
    },

    /** A new reason waits for the operator's verdict, at the end of the list. */
    create(actor: UserRow, input: ConsultationReasonInput): Promise<ConsultationReason> {
      return write(
        actor,
        async ({ repository, doctor, live }) => {
          refuseTakenColor(live, input.color);
          const row = await repository.insert({
            doctorId: doctor.id,
            title: input.title,
            duration: input.duration,
            priceCentimes: input.price,
            color: input.color,
            isEnabled: true,
            isValidated: false,
            isRejected: false,
            order: await repository.nextOrder(doctor.id),
          });
          return presentConsultationReason(row);
        },
        { calendar: false },
      );
    },

    /**
     * A new title goes back to the operator (what patients read is what was validated); so does
     * any edit of a rejected reason (it is resubmitted). Duration, price and colour of a
     * validated reason change at once.
     */
    update(actor: UserRow, reasonId: string, input: ConsultationReasonInput): Promise<ConsultationReason> {
      return write(actor, async ({ repository, live }) => {
        const row = liveReasonOf(live, reasonId);
        refuseTakenColor(live, input.color, row.id);
        const backToValidation = row.isRejected || (row.isValidated && !sameTitle(row.title, input.title));
        const verdict = backToValidation ? { isValidated: false, isRejected: false } : {};
        if (removesLastBookable(live, row.id, { ...row, ...verdict })) throw new AppError(409, 'consultationReasonLastEnabled');
        const updated = await repository.update(row.id, {
          title: input.title,
          duration: input.duration,
          priceCentimes: input.price,
          color: input.color,
          ...verdict,
        });
        return presentConsultationReason(updated);
      });
    },

    setEnabled(actor: UserRow, reasonId: string, isEnabled: boolean): Promise<ConsultationReason> {
      return write(actor, async ({ repository, live }) => {
        const row = liveReasonOf(live, reasonId);
        if (row.isEnabled === isEnabled) return presentConsultationReason(row);
        if (removesLastBookable(live, row.id, { ...row, isEnabled })) throw new AppError(409, 'consultationReasonLastEnabled');
        return presentConsultationReason(await repository.update(row.id, { isEnabled }));
      });
    },

    /** `ids`: validated reasons in their new order (consultation-reason-rules.ts, reorderedIds). */
    reorder(actor: UserRow, ids: string[]): Promise<ConsultationReason[]> {
      return write(actor, async ({ repository, live }) => {
        const listed = ids.map((id) => liveReasonOf(live, id));
        if (listed.some((row) => !row.isValidated)) throw new AppError(409, 'consultationReasonNotValidated');
        const orderOf = new Map(reorderedIds(live, ids).map((id, order) => [id, order]));
        await repository.setOrders(
          live.filter((row) => row.order !== orderOf.get(row.id)).map((row) => ({ id: row.id, order: orderOf.get(row.id)! })),
        );
        return live
          .map((row) => ({ ...row, order: orderOf.get(row.id)! }))
          .sort((a, b) => a.order - b.order)
          .map(presentConsultationReason);
      });
    },

    /** Soft delete: appointments keep showing their reason. */
    remove(actor: UserRow, reasonId: string): Promise<ConsultationReason> {
      return write(actor, async ({ repository, live }) => {
        const row = liveReasonOf(live, reasonId);
        if (removesLastBookable(live, row.id, { ...row, isDeleted: true }))
          throw new AppError(409, 'consultationReasonLastEnabled');
        return presentConsultationReason(await repository.update(row.id, { isDeleted: true }));
      });
    },
  };
}
