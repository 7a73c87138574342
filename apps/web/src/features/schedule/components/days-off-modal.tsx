import { useState } from 'react';
import { Button, DatePicker, Descriptions, Flex, Modal, Tabs } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { DaysOff } from '@tabib/contracts/schedule';
import { useNotices } from '../../../components/ui/notices-context';
import { useSaveDaysOff } from '../api/save-days-off';
import { DaysOffPicker } from './days-off-picker';

const isoDay = 'YYYY-MM-DD';
const shownDay = 'DD/MM/YYYY';

interface Props {
  daysOff: DaysOff;
  clinicDoctorId: string | null;
  readOnly: boolean;
  onClose(): void;
}

/** Mounted when opened, so it starts from the saved days. Spec 3 section 2: "Days Off" (several days) and "Vacancy" (one range) tabs, saved together. */
export function DaysOffModal({ daysOff, clinicDoctorId, readOnly, onClose }: Props) {
  const { t } = useTranslation('schedule');
  const { message } = useNotices();
  const save = useSaveDaysOff();
  const [days, setDays] = useState<string[]>(daysOff.daysNoWork);
  const [vacancy, setVacancy] = useState<[Dayjs, Dayjs] | null>(() =>
    daysOff.vacancy ? [dayjs(daysOff.vacancy.from), dayjs(daysOff.vacancy.to)] : null,
  );

  const submit = () =>
    save.mutate(
      {
        daysNoWork: days,
        vacancy: vacancy ? { from: vacancy[0].format(isoDay), to: vacancy[1].format(isoDay) } : null,
        selectedClinicDoctor: clinicDoctorId,
      },
      {
        onSuccess: () => {
          void message.success(t('daysOff.saved'));
          onClose();
        },
        onError: () => void message.error(t('daysOff.failed')),
      },
    );

  const items = [
    {
      key: 'days',
      label: t('daysOff.daysTab'),
      children: (
        <div data-testid="days-off-picker">
          <DaysOffPicker value={days} disabled={readOnly} onChange={setDays} />
        </div>
      ),
    },
    {
      key: 'vacancy',
      label: t('daysOff.vacancyTab'),
      children: (
        <Flex vertical gap={12}>
          <Flex gap={8}>
            <div data-testid="vacancy-picker">
              <DatePicker.RangePicker
                value={vacancy}
                format={shownDay}
                disabled={readOnly}
                onChange={(range) => setVacancy(range?.[0] && range[1] ? [range[0], range[1]] : null)}
              />
            </div>
            <Button disabled={readOnly || !vacancy} onClick={() => setVacancy(null)} data-testid="vacancy-reset">
              {t('daysOff.reset')}
            </Button>
          </Flex>
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: 'from',
                label: t('daysOff.from'),
                children: <span data-testid="vacancy-from">{vacancy?.[0].format(shownDay) ?? '—'}</span>,
              },
              {
                key: 'to',
                label: t('daysOff.to'),
                children: <span data-testid="vacancy-to">{vacancy?.[1].format(shownDay) ?? '—'}</span>,
              },
            ]}
          />
        </Flex>
      ),
    },
  ];

  return (
    <Modal
      open
      title={t('daysOff.title')}
      onCancel={onClose}
      onOk={submit}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ disabled: readOnly, loading: save.isPending, ...{ 'data-testid': 'days-off-save' } }}
    >
      <div data-testid="days-off-modal">
        <Tabs items={items} />
      </div>
    </Modal>
  );
}
