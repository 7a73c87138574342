import { Button, Card, Col, Flex, Form, Input, Row, type FormRule } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  clinicGalleryMax,
  clinicPhoneSchema,
  clinicPhonesMax,
  clinicProfileBodySchema,
  type ClinicProfile,
} from '@tabib/contracts/clinic-profile';
import { textLimits } from '@tabib/contracts/text-limits';
import { useNotices } from '../../../components/ui/notices-context';
import { ChangedElsewhereNotice } from '../../../lib/changed-elsewhere-notice';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useFormFollowsData } from '../../../lib/use-form-follows-data';
import { useZodMessage } from '../../../lib/use-zod-message';
import { useZodRule } from '../../../lib/use-zod-rule';
import { useSaveClinicProfile } from '../api/clinic-profile-save';
import {
  clinicProfileBodyOf,
  clinicProfileFormOf,
  isSending,
  keysOf,
  type ClinicProfileForm as FormValues,
  type ImageFile,
} from '../model/clinic-profile-form';
import { ClinicProfileImages } from './clinic-profile-images';

const ltr = { direction: 'ltr' } as const;
/** One phone row, read with the contract's rule. */
const phoneRowSchema = z.object({ phone: clinicPhoneSchema });

/** The clinic profile's form (spec 3 section 5: every field required, texts of at least 10 characters). */
export function ClinicProfileForm({ profile, disabled }: { profile: ClinicProfile; disabled: boolean }) {
  const { t } = useTranslation('clinic');
  const { notification } = useNotices();
  const rule = useZodRule();
  const messageOf = useZodMessage();
  const errorMessage = useErrorMessage();
  const [form] = Form.useForm<FormValues>();
  const save = useSaveClinicProfile();
  const initialValues = clinicProfileFormOf(profile);
  const follow = useFormFollowsData(form, initialValues);

  const bodyRule = (field: 'name' | 'description' | 'email'): FormRule => rule(clinicProfileBodySchema, field);
  const phoneRule: FormRule = {
    validator: async (_, value: string | undefined) => {
      const message = messageOf(phoneRowSchema, { phone: value ?? '' }, 'phone');
      if (message) throw new Error(message);
    },
  };
  // An image still being sent counts as there: the save waits for it (submit).
  const imagesRule: FormRule = {
    validator: async (_, files: ImageFile[] | undefined) => {
      if (!isSending(files) && keysOf(files).length === 0) throw new Error(t('required', { ns: 'validation' }));
    },
  };

  const submit = (values: FormValues) => {
    if (isSending(values.gallery) || isSending(values.cover)) {
      notification.warning({ title: t('profile.stillSending') });
      return;
    }
    save.mutate(clinicProfileBodyOf(values), {
      onSuccess: () => {
        follow.saved();
        notification.success({ title: t('profile.saved') });
      },
      onError: (error) => notification.error({ title: t('profile.saveFailed'), description: errorMessage(error) }),
    });
  };

  return (
    <Card>
      {follow.changedElsewhere ? <ChangedElsewhereNotice /> : null}
      <Form<FormValues> form={form} layout="vertical" initialValues={initialValues} disabled={disabled} onFinish={submit}>
        <Form.Item name="cover" label={t('profile.cover')} extra={t('profile.imagesHelp')} rules={[imagesRule]}>
          <ClinicProfileImages purpose="clinic_cover" max={1} disabled={disabled} testId="clinic-profile-cover" />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={t('profile.name')} rules={[bodyRule('name')]}>
              <Input dir="auto" maxLength={textLimits.clinicName} data-testid="clinic-profile-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="email" label={t('profile.email')} rules={[bodyRule('email')]}>
              <Input type="email" dir="ltr" style={ltr} maxLength={textLimits.email} data-testid="clinic-profile-email" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="description" label={t('profile.description')} rules={[bodyRule('description')]}>
              <Input.TextArea
                dir="auto"
                rows={4}
                showCount
                maxLength={textLimits.clinicDescription}
                data-testid="clinic-profile-description"
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.List name="phones">
          {(fields, { add, remove }) => (
            <fieldset style={{ border: 0, padding: 0, margin: '0 0 24px' }}>
              <legend style={{ fontSize: 'inherit', color: 'inherit', border: 0, marginBottom: 8 }}>{t('profile.phones')}</legend>
              <Flex vertical gap="small">
                {fields.map((field, index) => (
                  <Flex key={field.key} gap="small" align="start">
                    <Form.Item name={field.name} rules={[phoneRule]} style={{ flex: 1, marginBottom: 0 }}>
                      <Input
                        dir="ltr"
                        style={ltr}
                        inputMode="tel"
                        maxLength={textLimits.phone}
                        aria-label={t('profile.phone', { number: index + 1 })}
                        data-testid="clinic-profile-phone"
                      />
                    </Form.Item>
                    <Button
                      icon={<DeleteOutlined />}
                      aria-label={t('profile.removePhone', { number: index + 1 })}
                      disabled={disabled || fields.length === 1}
                      onClick={() => remove(field.name)}
                      data-testid="clinic-profile-phone-remove"
                    />
                  </Flex>
                ))}
                {fields.length < clinicPhonesMax ? (
                  <Button
                    icon={<PlusOutlined />}
                    onClick={() => add('')}
                    style={{ alignSelf: 'flex-start' }}
                    data-testid="clinic-profile-phone-add"
                  >
                    {t('profile.addPhone')}
                  </Button>
                ) : null}
              </Flex>
            </fieldset>
          )}
        </Form.List>
        <Form.Item
          name="gallery"
          label={t('profile.gallery')}
          extra={t('profile.galleryHelp', { count: clinicGalleryMax })}
          rules={[imagesRule]}
        >
          <ClinicProfileImages
            purpose="clinic_gallery"
            max={clinicGalleryMax}
            disabled={disabled}
            testId="clinic-profile-gallery"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="clinic-profile-save">
          {t('profile.save')}
        </Button>
      </Form>
    </Card>
  );
}
