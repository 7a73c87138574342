import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Flex, Form } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { publicBookingTimeZone, type PublicBookingResponse } from '@tabib/contracts/public-booking';
import { ApiError, isApiError } from '../../../lib/api-error';
import { useDoctorName } from '../../../lib/doctor-name';
import { useBookAppointment } from '../api/book-appointment';
import { useFreeSlots } from '../api/get-free-slots';
import { usePublicDoctor } from '../api/get-public-doctor';
import { publicBookingKeys } from '../api/public-booking-keys';
import { useBookingFlow } from '../hooks/use-booking-flow';
import { useBookingText } from '../hooks/use-booking-text';
import { usePageLocale } from '../hooks/use-page-language';
import type { BookingFormValues } from '../model/booking-form';
import { longDay, practiceDayOf } from '../../../lib/practice-time';
import { refusalOf, type Refusal } from '../model/refusals';
import { isStillFree, slotDaysOf } from '../model/slot-days';
import { BookingSuccess } from './booking-success';
import { DoctorHeader } from './doctor-header';
import { PageClosed } from './page-closed';
import type { SendingPhase } from './patient-form';
import type { ProofOfWork } from '../../../components/ui/proof-of-work-field';
import { SlotPicker } from './slot-picker';
import { Waiting } from './status-block';
import { VisitChoice } from './visit-choice';

const slotsTitleId = 'booking-slots-title';

// The patient's form, with its checks and the phone numbers' library, loads after the page: a
// patient first picks a visit and a time. It is fetched a second after the doctor shows.
const loadPatientForm = () => import('./patient-form');
const PatientForm = lazy(() => loadPatientForm().then((m) => ({ default: m.PatientForm })));

/** /book/:slug: a patient, with no account, books an appointment with a doctor (issue 15). */
export function PublicBookingPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const locale = usePageLocale();
  const text = useBookingText();
  const { t } = useTranslation();
  const doctorName = useDoctorName();
  const queryClient = useQueryClient();
  const doctorQuery = usePublicDoctor(slug);
  const doctor = doctorQuery.data?.doctor;
  const timeZone = doctorQuery.data?.timeZone ?? publicBookingTimeZone;
  const flow = useBookingFlow(doctor);
  const slotsQuery = useFreeSlots(
    slug,
    flow.reason && flow.type ? { reason: flow.reason._id, type: flow.type, from: flow.from } : null,
  );
  const slots = slotsQuery.data ?? null;
  const days = useMemo(() => (slots ? slotDaysOf(slots) : []), [slots]);
  const [form] = Form.useForm<BookingFormValues>();
  const proof = useRef<ProofOfWork>(null);
  // Once shown, the form stays: a slot taken meanwhile does not lose what the patient typed.
  const [formShown, setFormShown] = useState(false);
  const [phase, setPhase] = useState<SendingPhase>('idle');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [booked, setBooked] = useState<PublicBookingResponse | null>(null);
  const book = useBookAppointment(slug);

  useEffect(() => {
    if (!doctor) return;
    const idle = window.setTimeout(() => void loadPatientForm(), 1000);
    return () => window.clearTimeout(idle);
  }, [doctor]);

  const title = doctor ? text('documentTitle', { name: doctorName(doctor) }) : null;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  // A slot another patient took shows no more once the slots are fetched again.
  const { slot, clearSlot } = flow;
  useEffect(() => {
    if (!slot || !slots) return;
    const day = practiceDayOf(slot.startAt, slots.timeZone);
    if (day >= slots.from && day <= slots.to && !isStillFree(days, slot.startAt)) clearSlot();
  }, [slot, slots, days, clearSlot]);

  const refreshSlots = () => queryClient.invalidateQueries({ queryKey: publicBookingKeys.slotsOf(slug) });

  async function send(values: BookingFormValues) {
    if (!flow.slot || !flow.reason || !flow.type) return;
    setRefusal(null);
    setPhase('verifying');
    try {
      const payload = (await proof.current?.payload()) ?? null;
      if (!payload) throw new ApiError(400, 'proofOfWorkInvalid');
      setPhase('sending');
      const { bookingBodyOf } = await import('../model/booking-form');
      const body = bookingBodyOf(
        values,
        { reason: flow.reason._id, type: flow.type, startAt: flow.slot.startAt },
        payload,
        locale,
      );
      setBooked(await book.mutateAsync(body));
      void refreshSlots();
    } catch (error) {
      const next = refusalOf(error);
      setRefusal(next);
      // The server took the payload (accepted once): the next sending needs a fresh one.
      proof.current?.renew();
      if (next.target === 'slot') {
        flow.clearSlot();
        void refreshSlots();
      } else if (next.target === 'visit' || next.target === 'closed') {
        flow.clearVisit();
        void queryClient.invalidateQueries({ queryKey: publicBookingKeys.doctor(slug) });
        void refreshSlots();
      }
    } finally {
      setPhase('idle');
    }
  }

  function backToSlots() {
    const heading = document.getElementById(slotsTitleId);
    heading?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    heading?.focus({ preventScroll: true });
  }

  function another() {
    setBooked(null);
    setRefusal(null);
    setFormShown(false);
    flow.clearSlot();
    form.resetFields();
  }

  if (doctorQuery.isPending) {
    return <Waiting label={t('loading')} />;
  }
  const loadError = doctorQuery.error;
  if (isApiError(loadError) && loadError.code === 'notFound') return <PageClosed kind="notFound" />;
  if (!doctor) return <PageClosed kind="failed" onRetry={() => void doctorQuery.refetch()} />;

  const header = <DoctorHeader doctor={doctor} locale={locale} />;
  if (booked) {
    return (
      <>
        {header}
        <BookingSuccess booked={booked} doctor={doctor} timeZone={timeZone} locale={locale} onAnother={another} />
      </>
    );
  }
  if (doctor.types.length === 0 || doctor.reasons.length === 0) {
    return (
      <>
        {header}
        <PageClosed kind="noBooking" />
      </>
    );
  }

  const chosen = flow.slot;
  const summary = (
    <Flex justify="space-between" align="center" wrap gap={8} className="public-booking-summary" data-testid="booking-summary">
      {chosen && flow.reason && flow.type ? (
        <Flex vertical>
          <strong data-testid="booking-summary-when">
            {text('form.chosen', { day: longDay(practiceDayOf(chosen.startAt, timeZone), locale), time: chosen.time })}
          </strong>
          <span>
            {flow.reason.title[locale]} · {text(`visit.${flow.type}`)}
          </span>
        </Flex>
      ) : (
        <strong>{text('form.noSlot')}</strong>
      )}
      <Button size="small" onClick={backToSlots}>
        {text('form.change')}
      </Button>
    </Flex>
  );

  return (
    <>
      {header}
      <VisitChoice
        doctor={doctor}
        locale={locale}
        reason={flow.reason?._id ?? null}
        type={flow.type}
        types={flow.types}
        refusal={refusal?.target === 'visit' ? refusal : null}
        onReason={(id) => {
          setRefusal(null);
          flow.pickReason(id);
        }}
        onType={(type) => {
          setRefusal(null);
          flow.pickType(type);
        }}
      />
      {flow.reason && flow.type ? (
        <SlotPicker
          titleId={slotsTitleId}
          locale={locale}
          response={slots}
          days={days}
          loading={slotsQuery.isFetching}
          failed={slotsQuery.isError}
          today={practiceDayOf(new Date(), timeZone)}
          selected={chosen}
          refusal={refusal?.target === 'slot' ? refusal : null}
          onSelect={(picked) => {
            setRefusal(null);
            flow.pickSlot(picked);
            setFormShown(true);
          }}
          onRange={flow.showRange}
          onRetry={() => void slotsQuery.refetch()}
        />
      ) : null}
      {formShown ? (
        <Suspense fallback={<Waiting label={t('loading')} />}>
          <PatientForm
            form={form}
            locale={locale}
            summary={summary}
            canSend={chosen !== null}
            phase={phase}
            refusal={refusal && (refusal.target === 'patient' || refusal.target === 'retry') ? refusal : null}
            proof={proof}
            onSend={(values) => void send(values)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
