import type { Locale } from '@tabib/contracts/locales';
import type { PublicDoctor } from '@tabib/contracts/public-booking';
import { useDoctorName } from '../../../lib/doctor-name';
import { useBookingText } from '../hooks/use-booking-text';

/** OpenStreetMap centred on the office, with a marker: a link, not an embedded map (no tiles, no library). */
export function mapLinkOf(position: { lat: number; lng: number }): string {
  const lat = position.lat.toFixed(6);
  const lng = position.lng.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}

/** The office's address as one line: street, commune, wilaya, in the page's language. */
export function addressOf(office: PublicDoctor['office'], locale: Locale): string {
  return [office.address1.trim(), office.city?.name[locale], office.state?.name[locale]].filter(Boolean).join(', ');
}

const initialsOf = (doctor: PublicDoctor) => `${doctor.firstName.charAt(0)}${doctor.lastName.charAt(0)}`.toUpperCase();

/** Who the patient books with: name and title, specialities, office address and its place on a map. */
export function DoctorHeader({ doctor, locale }: { doctor: PublicDoctor; locale: Locale }) {
  const text = useBookingText();
  const doctorName = useDoctorName();
  const address = addressOf(doctor.office, locale);
  const { position } = doctor.office;
  return (
    <section className="public-booking-card public-booking-doctor" data-testid="booking-doctor">
      {/* Plain elements, not antd's Avatar: sharing it would split it out of the doctors' app's chunks. */}
      <span className="public-booking-avatar" aria-hidden>
        {doctor.picture ? <img src={doctor.picture} alt="" /> : initialsOf(doctor)}
      </span>
      <div className="public-booking-doctor-text">
        <h1 className="public-booking-doctor-name" data-testid="booking-doctor-name">
          {doctorName(doctor)}
        </h1>
        {doctor.specialities.length > 0 ? (
          <ul className="public-booking-tags" data-testid="booking-specialities">
            {doctor.specialities.map((speciality) => (
              <li key={speciality._id} className="public-booking-tag">
                {speciality.title[locale]}
              </li>
            ))}
          </ul>
        ) : null}
        {address ? (
          <address className="public-booking-address" data-testid="booking-address">
            {address}
          </address>
        ) : null}
        {position ? (
          <a
            className="public-booking-link"
            href={mapLinkOf(position)}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="booking-map"
          >
            {text('header.map')} <span className="tabib-visually-hidden">{text('header.newTab')}</span>
          </a>
        ) : null}
      </div>
    </section>
  );
}
