import { useEffect } from 'react';
import { Collapse, Empty, Modal, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PatientForm } from '@tabib/contracts/patients';
import { useNotices } from '../../../components/ui/notices-context';
import { isQueued } from '../../../lib/outbox/send-or-queue';
import { Slot } from '../../../lib/slots';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useCreatePatient } from '../api/create-patient';
import { usePatientDetails } from '../api/get-patient-details';
import { useUpdatePatient } from '../api/update-patient';
import { patientTabs, type PatientPermissions, type PatientTab } from '../model/patient-permissions';
import { AccessLogList } from './access-log-list';
import { MedicalProfileForm } from './medical-profile-form';
import { MissedVisits } from './missed-visits';
import { PatientInfoForm } from './patient-info-form';
import { VisitHistory } from './visit-history';
import './patient-tab-slot';

export type PatientModalTarget = { mode: 'add' } | { mode: 'existing'; patientId: string; readOnly: boolean };

interface PatientModalProps {
  target: PatientModalTarget | null;
  permissions: PatientPermissions;
  clinicDoctorId: string | null;
  onClose(): void;
}

const slotTabs = { reports: 'reports', medicalFiles: 'medicalFiles', payment: 'payment' } as const;

/** Spec 2 section 2.2: 'Add', 'Details' or 'Update', with the six tabs the roles table allows; the info tab also lists the missed visits (issue 22). */
export function PatientModal({ target, permissions, clinicDoctorId, onClose }: PatientModalProps) {
  const { t } = useTranslation('patients');
  const { message, notification } = useNotices();
  const errorMessage = useErrorMessage('patient');
  const patientId = target?.mode === 'existing' ? target.patientId : null;
  const details = usePatientDetails(patientId, clinicDoctorId);
  const create = useCreatePatient(clinicDoctorId);
  const update = useUpdatePatient(patientId ?? '', clinicDoctorId);

  // A record that cannot be loaded closes the modal (spec 2 sections 2.2 and 8); one shown before
  // stays when a later reading of it fails (no network): it may still be edited, queued.
  useEffect(() => {
    if (details.isError && !details.data) {
      notification.error({ title: t('messages.loadFailed') });
      onClose();
    }
  }, [details.isError, details.data, notification, onClose, t]);

  if (!target) return null;
  const patient = details.data?.patientInfo ?? null;
  const loading = target.mode === 'existing' && !details.data;
  const readOnlyRecord = target.mode === 'existing' && target.readOnly;
  const registered = patient !== null && !patient.isGuest;
  const infoReadOnly = readOnlyRecord || registered || permissions.addButton !== 'enabled';
  const title = target.mode === 'add' ? 'add' : patient?.isGuest && !readOnlyRecord ? 'update' : 'details';

  const save = (form: PatientForm) => {
    const onError = (error: Error) => void message.error(errorMessage(error));
    // Queued offline: said so, and the modal closes as on a saved answer (spec 2 section 4).
    const saved = (done: 'created' | 'updated') => (answer: object) => {
      if (isQueued(answer)) void message.info({ content: t('messages.queued'), key: 'patient-queued' });
      else void message.success(t(`messages.${done}`));
      onClose();
    };
    if (target.mode === 'add') create.mutate({ form, clientId: crypto.randomUUID() }, { onError, onSuccess: saved('created') });
    else update.mutate(form, { onError, onSuccess: saved('updated') });
  };

  const content = (tab: PatientTab) => {
    if (tab === 'info') {
      return (
        <>
          <PatientInfoForm
            patient={patient}
            readOnly={infoReadOnly}
            registeredNotice={registered}
            saving={create.isPending || update.isPending}
            onSave={save}
            onCancel={onClose}
          />
          {patient ? (
            <Collapse
              size="small"
              style={{ marginTop: 16 }}
              items={[
                {
                  key: 'missed',
                  label: t('missedVisits.title'),
                  children: <MissedVisits visits={patient.missedAppointments} withDoctor={permissions.visitDoctor} />,
                },
                ...(permissions.accessLog
                  ? [
                      {
                        key: 'log',
                        label: t('accessLog.title'),
                        children: <AccessLogList patientId={patient._id} clinicDoctorId={clinicDoctorId} />,
                      },
                    ]
                  : []),
              ]}
              data-testid="patient-record-panels"
            />
          ) : null}
        </>
      );
    }
    if (!patient) return <Empty description={t('modal.saveFirst')} />;
    if (tab === 'history') return <VisitHistory patientId={patient._id} clinicDoctorId={clinicDoctorId} />;
    if (tab === 'medicalProfile') {
      return details.data?.medicalProfile ? (
        <MedicalProfileForm
          patientId={patient._id}
          profile={details.data.medicalProfile}
          clinicDoctorId={clinicDoctorId}
          readOnly={readOnlyRecord || registered}
        />
      ) : null;
    }
    return (
      <Slot
        name="patient.tab"
        props={{ tab: slotTabs[tab], patientId: patient._id, clinicDoctorId, readOnly: readOnlyRecord }}
        fallback={<Empty description={t('modal.comingSoon')} />}
      />
    );
  };

  return (
    <Modal
      open
      title={t(`modal.titles.${title}`)}
      onCancel={onClose}
      footer={null}
      width={860}
      destroyOnHidden
      modalRender={(node) => <div data-testid="patient-modal">{node}</div>}
    >
      {loading ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : (
        <Tabs
          destroyOnHidden
          items={patientTabs
            .filter((tab) => permissions.tabs[tab] !== 'hidden')
            .map((tab) => ({
              key: tab,
              label: <span data-testid={`patient-tab-${tab}`}>{t(`modal.tabs.${tab}`)}</span>,
              disabled: permissions.tabs[tab] === 'disabled' || (tab !== 'info' && !patient),
              children: content(tab),
            }))}
        />
      )}
    </Modal>
  );
}
