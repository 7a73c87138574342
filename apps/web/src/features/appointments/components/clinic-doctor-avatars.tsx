import { useEffect, useState, type CSSProperties } from 'react';
import { Flex, Popover, Tooltip, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ClinicDoctor } from '@tabib/contracts/user';
import { useDoctorName } from '../../../lib/doctor-name';
import { useElementWidth } from '../../../lib/use-element-width';
import { avatarGapPx, avatarPx, avatarSlotPx, fitAvatars, maxAdjacentAvatars } from '../model/avatar-fit';
import { isOnline } from '../model/clinic-doctors';
import { calendarStore, pickClinicDoctor, useCalendarState } from '../stores/calendar-store';
import { DoctorAvatar } from './doctor-avatar';

const circleButton: CSSProperties = {
  padding: 0,
  border: 'none',
  background: 'none',
  borderRadius: '50%',
  cursor: 'pointer',
  flex: 'none',
  lineHeight: 0,
};

/**
 * The clinic's doctors in the header (spec 1 section 9, spec 2 sections 6 and 9): a 220 px slot
 * (less on a phone) with the first avatars that fit, the selected doctor and the one picked before
 * it kept beside the remaining count (fitAvatars), and the count opening the others. A click picks
 * the doctor the account acts for, the calendar's own selection.
 */
export function ClinicDoctorAvatars({ doctors }: { doctors: ClinicDoctor[] }) {
  const { t } = useTranslation('appointments');
  const doctorName = useDoctorName();
  const { token } = theme.useToken();
  const selectedId = useCalendarState((state) => state.clinicDoctorId);
  const [slotRef, slotWidth] = useElementWidth<HTMLDivElement>(avatarSlotPx);
  const [moreOpen, setMoreOpen] = useState(false);
  const [recent, setRecent] = useState<string[]>([]);
  if (selectedId && recent[0] !== selectedId) {
    setRecent([selectedId, ...recent.filter((id) => id !== selectedId)].slice(0, maxAdjacentAvatars));
  }

  // The first doctor is preselected on every page, not only once the calendar has opened.
  const firstId = doctors[0]?._id ?? null;
  const selectedIsKnown = doctors.some((doctor) => doctor._id === selectedId);
  useEffect(() => {
    if (!selectedIsKnown && firstId) calendarStore.set({ clinicDoctorId: firstId });
  }, [selectedIsKnown, firstId]);

  const select = (doctorId: string) => {
    setMoreOpen(false);
    pickClinicDoctor(doctorId, doctors);
  };

  const fit = fitAvatars({ ids: doctors.map((doctor) => doctor._id), slotWidth, pinned: recent });
  const byId = new Map(doctors.map((doctor) => [doctor._id, doctor]));
  const shown = new Set(fit.visible);
  const hidden = doctors.filter((doctor) => !shown.has(doctor._id));
  const statusOf = (doctor: ClinicDoctor) => t(isOnline(doctor) ? 'clinic.online' : 'clinic.offline');
  // Named by their content, the avatar hidden: an aria-label would leave the initials drawn out of the name.
  const nameOf = (doctor: ClinicDoctor) => (
    <span className="tabib-visually-hidden">
      {t('clinic.doctorStatus', { name: doctorName(doctor), status: statusOf(doctor) })}
    </span>
  );

  const avatarButton = (doctor: ClinicDoctor) => {
    const selected = doctor._id === selectedId;
    return (
      <Tooltip key={doctor._id} title={doctorName(doctor)}>
        <button
          type="button"
          aria-pressed={selected}
          onClick={() => select(doctor._id)}
          data-testid="header-clinic-doctor"
          data-doctor-id={doctor._id}
          data-adjacent={String(fit.adjacent.includes(doctor._id))}
          style={{
            ...circleButton,
            boxShadow: selected ? `0 0 0 2px ${token.colorBgContainer}, 0 0 0 4px ${token.colorPrimary}` : undefined,
          }}
        >
          <DoctorAvatar doctor={doctor} />
          {nameOf(doctor)}
        </button>
      </Tooltip>
    );
  };

  const moreList = (
    <Flex vertical gap={4} style={{ maxHeight: 320, overflowY: 'auto', minWidth: 200 }} data-testid="header-more-doctors">
      {hidden.map((doctor) => (
        <button
          key={doctor._id}
          type="button"
          onClick={() => select(doctor._id)}
          data-testid="header-more-doctor"
          data-doctor-id={doctor._id}
          style={{ ...circleButton, borderRadius: token.borderRadius, lineHeight: 'normal', padding: 4, textAlign: 'start' }}
        >
          <Flex align="center" gap={8}>
            <DoctorAvatar doctor={doctor} size={28} />
            <span>{doctorName(doctor)}</span>
            <span className="tabib-visually-hidden">{`, ${statusOf(doctor)}`}</span>
          </Flex>
        </button>
      ))}
    </Flex>
  );

  return (
    <div
      ref={slotRef}
      role="group"
      aria-label={t('clinic.headerDoctors')}
      data-testid="clinic-doctor-avatars"
      style={{
        // Grows before the header's spacer, up to the spec's 220 px; shrinks to nothing rather than overflow.
        flex: '1000 1 0',
        maxWidth: avatarSlotPx,
        minWidth: 0,
        display: 'flex',
        alignItems: 'center',
        gap: avatarGapPx,
        padding: 4,
        boxSizing: 'content-box',
        overflow: 'hidden',
      }}
    >
      {fit.visible.map((id) => avatarButton(byId.get(id)!))}
      {fit.remaining > 0 ? (
        <Popover
          content={moreList}
          trigger="click"
          open={moreOpen}
          onOpenChange={setMoreOpen}
          placement="bottom"
          title={t('clinic.headerDoctors')}
        >
          <button
            type="button"
            aria-expanded={moreOpen}
            data-testid="header-more-doctors-count"
            style={{
              ...circleButton,
              width: avatarPx,
              height: avatarPx,
              lineHeight: `${avatarPx}px`,
              background: token.colorPrimaryBg,
              color: token.colorPrimaryText,
              fontWeight: 600,
            }}
          >
            {/* '+2', not '2+', in Arabic too; named in words, as the avatars are */}
            <bdi dir="ltr" aria-hidden>
              +{fit.remaining}
            </bdi>
            <span className="tabib-visually-hidden">{t('clinic.moreDoctors', { count: fit.remaining })}</span>
          </button>
        </Popover>
      ) : null}
    </div>
  );
}
