import { Button, Flex, Form, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { bloodTypes, medicalListKinds, type MedicalProfile } from '@tabib/contracts/medical-profile';
import { useNotices } from '../../../components/ui/notices-context';
import { ChangedElsewhereNotice } from '../../../lib/changed-elsewhere-notice';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useFormFollowsData } from '../../../lib/use-form-follows-data';
import { useUpdateMedicalProfile } from '../api/update-medical-profile';
import { SuggestionListField } from './suggestion-list-field';

interface MedicalProfileFormProps {
  patientId: string;
  profile: MedicalProfile;
  clinicDoctorId: string | null;
  readOnly: boolean;
}

type YesNo = 'yes' | 'no' | null;
const toYesNo = (value: boolean | null): YesNo => (value === null ? null : value ? 'yes' : 'no');
const fromYesNo = (value: YesNo | undefined): boolean | null => (value ? value === 'yes' : null);

interface FormValues {
  height: number | null;
  weight: number | null;
  blood: MedicalProfile['personalInfo']['blood'];
  married: YesNo;
  smoking: YesNo;
  alcohol: YesNo;
  chronicDiseases: MedicalProfile['chronicDiseases'];
  medicines: MedicalProfile['medicines'];
  surgeries: MedicalProfile['surgeries'];
  allergies: MedicalProfile['allergies'];
}

/** Spec 2 section 2.5: measures, yes/no answers and the four lists with suggestions. */
export function MedicalProfileForm({ patientId, profile, clinicDoctorId, readOnly }: MedicalProfileFormProps) {
  const { t } = useTranslation('patients');
  const { message } = useNotices();
  const errorMessage = useErrorMessage();
  const save = useUpdateMedicalProfile(patientId, clinicDoctorId);
  const { personalInfo } = profile;
  const initialValues: FormValues = {
    height: personalInfo.height.value,
    weight: personalInfo.weight.value,
    blood: personalInfo.blood,
    married: toYesNo(personalInfo.married),
    smoking: toYesNo(personalInfo.smoking),
    alcohol: toYesNo(personalInfo.alcohol),
    chronicDiseases: profile.chronicDiseases,
    medicines: profile.medicines,
    surgeries: profile.surgeries,
    allergies: profile.allergies,
  };
  const [form] = Form.useForm<FormValues>();
  const follow = useFormFollowsData(form, initialValues);
  const yesNo = [
    { value: 'yes', label: t('profile.yes') },
    { value: 'no', label: t('profile.no') },
  ];

  const submit = (values: FormValues) =>
    save.mutate(
      {
        personalInfo: {
          height: { value: values.height ?? null },
          weight: { value: values.weight ?? null },
          blood: values.blood ?? null,
          married: fromYesNo(values.married),
          smoking: fromYesNo(values.smoking),
          alcohol: fromYesNo(values.alcohol),
        },
        chronicDiseases: values.chronicDiseases ?? [],
        medicines: values.medicines ?? [],
        surgeries: values.surgeries ?? [],
        allergies: values.allergies ?? [],
      },
      {
        onSuccess: () => {
          follow.saved();
          void message.success(t('messages.profileSaved'));
        },
        onError: (error) => void message.error(errorMessage(error)),
      },
    );

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      disabled={readOnly}
      onFinish={submit}
      data-testid="medical-profile"
    >
      {follow.changedElsewhere ? <ChangedElsewhereNotice /> : null}
      <Flex gap={12} wrap>
        <Form.Item name="height" label={t('profile.height')} style={{ flex: 1, minWidth: 120 }}>
          <InputNumber min={20} max={260} style={{ width: '100%' }} data-testid="profile-height" />
        </Form.Item>
        <Form.Item name="weight" label={t('profile.weight')} style={{ flex: 1, minWidth: 120 }}>
          <InputNumber min={1} max={400} step={0.1} style={{ width: '100%' }} data-testid="profile-weight" />
        </Form.Item>
        <Form.Item name="blood" label={t('profile.blood')} style={{ flex: 1, minWidth: 120 }}>
          <Select
            allowClear
            options={bloodTypes.map((blood) => ({ value: blood, label: blood.toUpperCase() }))}
            data-testid="profile-blood"
          />
        </Form.Item>
      </Flex>
      <Flex gap={12} wrap>
        {(['married', 'smoking', 'alcohol'] as const).map((field) => (
          <Form.Item key={field} name={field} label={t(`profile.${field}`)} style={{ flex: 1, minWidth: 140 }}>
            <Radio.Group options={yesNo} data-testid={`profile-${field}`} />
          </Form.Item>
        ))}
      </Flex>
      {medicalListKinds.map((kind) => (
        <Form.Item key={kind} name={kind} label={t(`profile.${kind}`)}>
          <SuggestionListField kind={kind} disabled={readOnly} />
        </Form.Item>
      ))}
      {readOnly ? null : (
        <Flex justify="flex-end">
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="profile-save">
            {t('profile.save')}
          </Button>
        </Flex>
      )}
    </Form>
  );
}
