import { Fragment } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { PrescriptionItem } from '@tabib/contracts/prescriptions';
import { useDoctorName } from '../../../lib/doctor-name';
import { formatPhone } from '../../../lib/phone';
import type { PrescriptionHeader } from '../model/prescription-header';
import './prescription-print.css';

export interface PrescriptionSheetProps {
  header: PrescriptionHeader;
  patientName: string;
  patientAge: number | null;
  date: Date;
  items: PrescriptionItem[];
}

/** The A5 page (148 x 210 mm): the doctor's header, the patient, the medicines, the signature. */
export function PrescriptionSheet({ header, patientName, patientAge, date, items }: PrescriptionSheetProps) {
  const { t, i18n } = useTranslation('records');
  const doctorName = useDoctorName();
  return (
    <div className="prescription-sheet" dir={i18n.dir()} data-testid="prescription-sheet">
      <header className="prescription-sheet__header">
        <div>
          <div className="prescription-sheet__doctor" data-testid="prescription-doctor">
            {doctorName(header.doctor)}
          </div>
          {header.speciality && <div>{header.speciality}</div>}
          {header.practiceName && <div>{header.practiceName}</div>}
          {header.address.length > 0 && (
            <div data-testid="prescription-office">
              {header.address.map((part, index) => (
                <Fragment key={index}>
                  {index > 0 && t('prescription.sheet.addressSeparator')}
                  <bdi>{part}</bdi>
                </Fragment>
              ))}
            </div>
          )}
          {header.phone && (
            <div data-testid="prescription-phone">
              {t('prescription.sheet.phone')} : <bdi dir="ltr">{formatPhone(header.phone)}</bdi>
            </div>
          )}
          {header.email && <div className="prescription-sheet__muted">{header.email}</div>}
        </div>
        <div className="prescription-sheet__date">
          {t('prescription.sheet.date')} : {dayjs(date).format('DD/MM/YYYY')}
        </div>
      </header>
      <h1 className="prescription-sheet__title">{t('prescription.sheet.title')}</h1>
      <div className="prescription-sheet__patient">
        <span>
          {t('prescription.sheet.patient')} : <strong dir="auto">{patientName}</strong>
        </span>
        {patientAge !== null && (
          <span>
            {t('prescription.sheet.age')} : {t('prescription.sheet.years', { count: patientAge })}
          </span>
        )}
      </div>
      <ol className="prescription-sheet__items">
        {items.map((item, index) => (
          <li key={index}>
            <div className="prescription-sheet__medicine" dir="auto">
              {item.medicine}
            </div>
            <div dir="auto">
              {item.frequency} — {t('prescription.days', { count: item.duration })}
            </div>
          </li>
        ))}
      </ol>
      <footer className="prescription-sheet__signature">{t('prescription.sheet.signature')}</footer>
    </div>
  );
}
