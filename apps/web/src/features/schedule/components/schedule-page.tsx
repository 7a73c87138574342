import { Suspense, useEffect, useMemo, useState } from 'react';
import { Button, Empty, Flex, Select, Spin, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { capabilitiesOfProfile } from '@tabib/contracts/capabilities';
import type { ScheduleMode } from '@tabib/contracts/schedule';
import type { UserProfile } from '@tabib/contracts/user';
import { useDoctorName } from '../../../lib/doctor-name';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import { useSchedule } from '../api/get-schedule';
import { editorBlocksOf, isDirty, weeklyScheduleFor, withoutSelected, type EditorBlock } from '../model/schedule-editor';
import { useSaveHours } from '../hooks/use-save-hours';
import { ScheduleGrid } from './schedule-grid';

// The days off (antd's Calendar and date picker) load once the week is drawn, before a click needs them.
const DaysOffModal = preloadableLazy(() => import('./days-off-modal').then((m) => m.DaysOffModal));

/** Weekly schedule and days off (spec 3 section 2). Clinic users pick a doctor first. */
export function SchedulePage({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('schedule');
  const doctorName = useDoctorName();
  const clinicMode = profile.isClinic;
  const [clinicDoctorId, setClinicDoctorId] = useState<string | null>(null);
  const [mode, setMode] = useState<ScheduleMode>('day');
  const [daysOffOpen, setDaysOffOpen] = useState(false);
  const ready = !clinicMode || clinicDoctorId !== null;
  const schedule = useSchedule(mode, clinicDoctorId, ready);
  const save = useSaveHours();

  const saved = useMemo(() => editorBlocksOf(schedule.data?.weeklySchedule), [schedule.data]);
  const [blocks, setBlocks] = useState<EditorBlock[]>(saved);
  useEffect(() => setBlocks(saved), [saved]);
  useEffect(() => {
    const idle = window.setTimeout(() => void DaysOffModal.preload(), 1000);
    return () => window.clearTimeout(idle);
  }, []);

  const editable = capabilitiesOfProfile(profile)['schedule.edit'] === 'enabled';
  const canVisio = profile.is_allowed_for_telemedicine_calls;
  const dirty = isDirty(blocks, saved);
  const busy = !ready || schedule.isFetching || save.isPending;

  const submit = () => save.submit({ weeklySchedule: weeklyScheduleFor(blocks), mode, cqDoctor: clinicDoctorId });

  const doctorPicker = clinicMode ? (
    <Select
      placeholder={t('pickDoctor')}
      aria-label={t('pickDoctor')}
      value={clinicDoctorId}
      onChange={setClinicDoctorId}
      style={{ minWidth: 240 }}
      options={(profile.clinicObject?.doctors ?? []).map((doctor) => ({
        value: doctor._id,
        label: doctorName(doctor),
      }))}
      data-testid="schedule-doctor-picker"
    />
  ) : null;

  return (
    <Flex vertical gap={16} data-testid="schedule-page">
      <Typography.Title level={3}>{t('title')}</Typography.Title>
      <Flex wrap gap={8} align="center" justify="space-between">
        <Flex wrap gap={8} align="center">
          {doctorPicker}
          <Switch
            checked={mode === 'night'}
            onChange={(night) => setMode(night ? 'night' : 'day')}
            disabled={!ready || dirty}
            checkedChildren={t('mode.night')}
            unCheckedChildren={t('mode.day')}
            data-testid="schedule-night-mode"
          />
        </Flex>
        <Flex wrap gap={8}>
          <Button
            disabled={!editable || !ready || !schedule.data}
            onClick={() => setDaysOffOpen(true)}
            onPointerEnter={() => void DaysOffModal.preload()}
            onFocus={() => void DaysOffModal.preload()}
            data-testid="schedule-days-off"
          >
            {t('actions.daysOff')}
          </Button>
          <Button
            danger
            disabled={!editable || !blocks.some((block) => block.selected)}
            onClick={() => setBlocks(withoutSelected(blocks))}
            data-testid="schedule-delete-selected"
          >
            {t('actions.deleteSelected')}
          </Button>
          <Button disabled={!editable || !dirty} onClick={() => setBlocks(saved)} data-testid="schedule-reset">
            {t('actions.reset')}
          </Button>
          <Button
            type="primary"
            disabled={!editable || !dirty || busy}
            loading={save.isPending}
            onClick={submit}
            data-testid="schedule-save"
          >
            {t('actions.save')}
          </Button>
        </Flex>
      </Flex>
      {!ready ? (
        <Empty description={t('pickDoctorFirst')} data-testid="schedule-pick-doctor" />
      ) : (
        <Spin spinning={schedule.isLoading}>
          <ScheduleGrid mode={mode} blocks={blocks} readOnly={!editable} canVisio={canVisio} onChange={setBlocks} />
        </Spin>
      )}
      {daysOffOpen && schedule.data ? (
        <Suspense fallback={null}>
          <DaysOffModal
            daysOff={schedule.data.daysOff}
            clinicDoctorId={clinicDoctorId}
            readOnly={!editable}
            onClose={() => setDaysOffOpen(false)}
          />
        </Suspense>
      ) : null}
    </Flex>
  );
}
