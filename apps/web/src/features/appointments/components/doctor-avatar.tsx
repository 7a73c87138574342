import { Avatar, Badge, theme } from 'antd';
import type { ClinicDoctor } from '@tabib/contracts/user';
import { avatarPx } from '../model/avatar-fit';
import { isOnline } from '../model/clinic-doctors';

const initialsOf = (doctor: Pick<ClinicDoctor, 'firstName' | 'lastName'>) =>
  `${doctor.firstName.trim().charAt(0)}${doctor.lastName.trim().charAt(0)}`.toUpperCase();

/**
 * A clinic doctor's picture (or initials) with the online dot (work_status 'work'). Decorative:
 * whoever draws it names the doctor and says whether they are online.
 */
export function DoctorAvatar({ doctor, size = avatarPx }: { doctor: ClinicDoctor; size?: number }) {
  const { token } = theme.useToken();
  const online = isOnline(doctor);
  // Hidden from assistive technologies as a whole: the initials are not part of the name given.
  return (
    <span aria-hidden style={{ display: 'inline-flex', flex: 'none' }}>
      <Badge
        dot={online}
        status={online ? 'success' : undefined}
        offset={[-3, size - 4]}
        data-testid="doctor-online-dot"
        data-online={String(online)}
      >
        <Avatar
          size={size}
          src={doctor.picture ?? undefined}
          alt=""
          style={{ background: token.colorPrimary, color: token.colorTextLightSolid, fontSize: size * 0.4, flex: 'none' }}
        >
          {initialsOf(doctor)}
        </Avatar>
      </Badge>
    </span>
  );
}
