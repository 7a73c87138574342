import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProfileDetails } from '@tabib/contracts/profile-details';
import type { Language } from '@tabib/contracts/reference-data';
import { textLimits } from '@tabib/contracts/text-limits';
import { useNotices } from '../../../components/ui/notices-context';
import { ChangedElsewhereNotice } from '../../../lib/changed-elsewhere-notice';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useFormFollowsData } from '../../../lib/use-form-follows-data';
import { useUpdateGeneralInfo } from '../api/update-general-info';
import { LanguagesSelect } from './languages-select';

interface AboutValues {
  biography: string;
  languages: Language[];
}

/** Biography and spoken languages: saved at once (PUT /doctors/profile/details/gi). */
export function AboutForm({ details, disabled }: { details: ProfileDetails; disabled: boolean }) {
  const { t } = useTranslation('profile');
  const { notification } = useNotices();
  const errorMessage = useErrorMessage();
  const update = useUpdateGeneralInfo();
  const [form] = Form.useForm<AboutValues>();
  const follow = useFormFollowsData(form, details.generalInfo);
  const save = (values: AboutValues) =>
    update.mutate(
      { biography: values.biography ?? '', languages: values.languages.map((language) => language.code) },
      {
        onSuccess: () => {
          follow.saved();
          notification.success({ title: t('doctorProfile.saved') });
        },
        onError: (error) => notification.error({ title: t('doctorProfile.saveFailed'), description: errorMessage(error) }),
      },
    );

  return (
    <Card title={t('doctorProfile.about')} data-testid="about-doctor">
      {follow.changedElsewhere ? <ChangedElsewhereNotice /> : null}
      <Form<AboutValues> form={form} layout="vertical" initialValues={details.generalInfo} disabled={disabled} onFinish={save}>
        <Form.Item name="biography" label={t('doctorProfile.biography')}>
          <Input.TextArea rows={4} maxLength={textLimits.biography} showCount data-testid="profile-biography" />
        </Form.Item>
        <Form.Item name="languages" label={t('doctorProfile.languages')}>
          <LanguagesSelect />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="save-about">
          {t('doctorProfile.save')}
        </Button>
      </Form>
    </Card>
  );
}
