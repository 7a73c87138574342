import { useMemo, useState } from 'react';
import { Button, Collapse, Divider, Flex, Form, Segmented, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '@tabib/contracts/appointments';
import type { PatientSummary } from '@tabib/contracts/patients';
import { toE164 } from '@tabib/contracts/phone';
import type { ApiErrorCode } from '../../../lib/api-error';
import { ChangedElsewhereNotice } from '../../../lib/changed-elsewhere-notice';
import { useFormFollowsData } from '../../../lib/use-form-follows-data';
import { patientsMatching } from '../api/lookup-patients';
import { useBookingActions } from '../hooks/use-booking-actions';
import { useFormRules } from '../hooks/use-form-rules';
import { usePersonTitles } from '../hooks/use-person-titles';
import { syncAgeAndBirthday } from '../model/birthday';
import type { BookingContext } from '../model/booking-context';
import {
  durationFor,
  emptyFormValues,
  formValuesOf,
  patientFieldsOf,
  type AppointmentFormValues,
  type PatientMode,
} from '../model/appointment-form';
import { reasonOptionsOf } from '../model/consultation-reasons';
import { noFamilyMember, personTitleOf } from '../model/family-member';
import { AppointmentHistory } from './appointment-history';
import { AppointmentNotices } from './appointment-notices';
import { AppointmentStatusActions } from './appointment-status-actions';
import { BookingRefusal } from './booking-refusal';
import { FamilyMemberFields } from './family-member-fields';
import { MissedVisitsTag } from './missed-visits-tag';
import { PatientFields } from './patient-fields';
import { PatientSearchField } from './patient-search-field';
import { ScheduleFields } from './schedule-fields';

const submitBarStyle = {
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  marginTop: 12,
  padding: '12px 0',
  background: 'var(--ant-color-bg-elevated)',
} as const;

export type FormTarget =
  { mode: 'add'; start: Dayjs | null } | { mode: 'details'; appointment: Appointment; allowedCall: boolean };

interface AppointmentFormProps {
  target: FormTarget;
  booking: BookingContext;
  onDone(): void;
}

/** Tab 1 of the appointment modal: the form of spec 1 sections 3 and 5. */
export function AppointmentForm({ target, booking, onDone }: AppointmentFormProps) {
  const { t } = useTranslation('appointments');
  const [form] = Form.useForm<AppointmentFormValues>();
  const actions = useBookingActions();
  const rules = useFormRules();
  const titles = usePersonTitles();
  const [pickedPatient, setPickedPatient] = useState<PatientSummary | null>(null);
  const [refusal, setRefusal] = useState<{ code: ApiErrorCode; matches: PatientSummary[] } | null>(null);
  const [submitting, setBooking] = useState(false);
  const existing = target.mode === 'details' ? target.appointment : null;
  const initialValues = useMemo(
    () => (existing ? formValuesOf(existing) : emptyFormValues(target.mode === 'add' ? target.start : null)),
    [existing, target],
  );
  const { changedElsewhere } = useFormFollowsData(form, initialValues);
  const patientMode = Form.useWatch('patientMode', form) ?? initialValues.patientMode;
  const forFamilyMember = Form.useWatch('forFamilyMember', form) ?? initialValues.forFamilyMember;
  // Writes need booking rights (DOC-ALL, clinic accounts): DOC-DEA and assistants read only.
  const editable = booking.permissions.canBook && (existing === null || existing.status === 'BOOKED');
  const reasonOptions = reasonOptionsOf(booking.reasons, existing?.consultationReason ?? null);
  const reasonOf = (id: string | null) =>
    booking.reasons.find((reason) => reason._id === id) ??
    (existing?.consultationReason._id === id ? existing.consultationReason : null);

  const onReasonChange = (reasonId: string) => {
    const duration = durationFor(reasonOf(reasonId)?.duration);
    if (duration !== null) form.setFieldValue('duration', duration);
  };

  const onPick = (patient: PatientSummary | null) => {
    setPickedPatient(patient);
    if (patient) form.setFieldsValue(patientFieldsOf(patient));
    // A member picked was the previous holder's.
    if (form.getFieldValue('familyMemberId')) form.setFieldsValue({ ...noFamilyMember, forFamilyMember: true });
  };

  // Spec 1 section 5: editable for a new patient or on an existing appointment, whose patient the
  // practice keeps (a registered patient's identity is theirs: the server refuses a change).
  const patientEditable = editable && (existing ? existing.patient?.isGuest === true : patientMode === 'new');

  const onFinish = async (values: AppointmentFormValues) => {
    const reason = reasonOf(values.consultationReason);
    if (existing) {
      void actions.updateAppointment({
        appointment: existing,
        values,
        clinicDoctorId: booking.clinicDoctorId,
        reason,
        withPatient: patientEditable,
      });
      onDone();
      return;
    }
    if (!reason) return;
    setRefusal(null);
    setBooking(true);
    const result = await actions.createAppointment({
      values,
      doctorId: booking.doctorId,
      clinicDoctorId: booking.clinicDoctorId,
      reason,
      patient: pickedPatient,
      refusalShownInForm: true,
    });
    setBooking(false);
    if (result.ok) return onDone();
    // A refusal keeps the form and what was typed; a person already on file is offered instead.
    const matches =
      values.patientMode === 'new'
        ? await patientsMatching(
            { phone: toE164(values.phone), firstName: values.firstName, lastName: values.lastName },
            booking.clinicDoctorId,
          ).catch(() => [])
        : [];
    setRefusal({ code: result.code, matches });
  };

  const pickExisting = (patient: PatientSummary) => {
    form.setFieldsValue({ patientMode: 'existing', patientID: patient._id });
    onPick(patient);
    setRefusal(null);
  };

  return (
    <Form<AppointmentFormValues>
      form={form}
      layout="vertical"
      name="appointment"
      initialValues={initialValues}
      onValuesChange={(changed: Partial<AppointmentFormValues>) => {
        const synced = syncAgeAndBirthday(changed);
        if (Object.keys(synced).length > 0) form.setFieldsValue(synced);
      }}
      onFinish={onFinish}
      requiredMark
      data-testid="appointment-form"
    >
      {changedElsewhere ? <ChangedElsewhereNotice /> : null}
      {refusal ? <BookingRefusal code={refusal.code} matches={refusal.matches} onPick={pickExisting} /> : null}
      <ScheduleFields
        disabled={!editable}
        currentType={initialValues.type}
        reasonOptions={reasonOptions}
        telemedicine={booking.permissions.telemedicine}
        onReasonChange={onReasonChange}
      />
      {existing ? null : (
        <>
          <Form.Item name="patientMode" label={t('form.patient')}>
            <Segmented<PatientMode>
              disabled={!editable}
              data-testid="field-patient-mode"
              onChange={() => onPick(null)}
              options={[
                { value: 'new', label: <span data-testid="patient-mode-new">{t('form.newPatient')}</span> },
                { value: 'existing', label: <span data-testid="patient-mode-existing">{t('form.existingPatient')}</span> },
              ]}
            />
          </Form.Item>
          {patientMode === 'existing' ? (
            <>
              <Form.Item name="patientID" label={t('form.searchPatient')} rules={rules.required}>
                <PatientSearchField clinicDoctorId={booking.clinicDoctorId} picked={pickedPatient} onPick={onPick} />
              </Form.Item>
              <MissedVisitsTag count={pickedPatient?.missingAppointments ?? 0} clinicDoctorId={booking.clinicDoctorId} />
            </>
          ) : null}
        </>
      )}
      {existing?.familyMember ? (
        <Typography.Paragraph strong dir="auto" data-testid="appointment-person">
          {personTitleOf(existing, titles)}
        </Typography.Paragraph>
      ) : null}
      {existing === null || existing.familyMember ? (
        <FamilyMemberFields
          disabled={!editable || existing !== null}
          holderId={patientMode === 'existing' ? (pickedPatient?._id ?? null) : null}
          clinicDoctorId={booking.clinicDoctorId}
        />
      ) : null}
      <Collapse
        defaultActiveKey={existing ? [] : ['patient']}
        data-testid="patient-section"
        items={[
          {
            key: 'patient',
            label: t(forFamilyMember ? 'familyMember.holderInformation' : 'form.patientInformation'),
            forceRender: true,
            children: <PatientFields disabled={!patientEditable} existing={existing !== null} />,
          },
        ]}
      />
      {existing ? <AppointmentNotices appointmentId={existing._id} clinicDoctorId={booking.clinicDoctorId} /> : null}
      {existing ? <AppointmentHistory appointmentId={existing._id} /> : null}
      <Divider />
      {existing ? (
        <AppointmentStatusActions
          appointment={existing}
          allowedCall={target.mode === 'details' && target.allowedCall}
          clinicDoctorId={booking.clinicDoctorId}
          canChangeStatus={booking.permissions.canBook}
          patientProfile={booking.permissions.patientProfile && booking.online}
          onDone={onDone}
        />
      ) : null}
      {editable ? (
        // A child of the form itself, so it sticks to the bottom of the screen over the whole form:
        // 'Book' is in view at 1366x800 without scrolling.
        <Flex justify="end" style={submitBarStyle}>
          <Button type="primary" htmlType="submit" loading={submitting} data-testid="appointment-submit">
            {t(existing ? 'actions.save' : 'actions.book')}
          </Button>
        </Flex>
      ) : null}
    </Form>
  );
}
