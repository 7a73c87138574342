import { useState, type KeyboardEvent } from 'react';
import { Button, Empty } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Slot } from '../../../lib/slots';
import { useCallCapabilities } from '../hooks/use-call-capabilities';
import { callPatientTabLevels, callPatientTabs, type CallPatientTab } from '../model/patient-panel-tabs';
import './patient-panel-slot';

interface PatientPanelProps {
  appointmentId: string;
  patientId: string;
  open: boolean;
  onClose(): void;
}

/**
 * The patient's record beside the call (spec 2 section 2.3): on the end side, the video shrinking
 * beside it; over the video on a small screen. Its six tabs wrap instead of scrolling (antd's tab
 * bar hides the ones that do not fit behind a menu that is not a tab). A tab once opened stays
 * drawn while hidden, and so does the panel: a prescription being written survives a toggle.
 */
export function PatientPanel({ appointmentId, patientId, open, onClose }: PatientPanelProps) {
  const { t, i18n } = useTranslation('teleconsultation');
  const capabilities = useCallCapabilities();
  const [current, setCurrent] = useState<CallPatientTab>('info');
  const [opened, setOpened] = useState<ReadonlySet<CallPatientTab>>(new Set(['info']));
  const levels = capabilities ? callPatientTabLevels(capabilities) : null;
  const shown = levels ? callPatientTabs.filter((tab) => levels[tab] !== 'hidden') : [];
  const usable = shown.filter((tab) => levels?.[tab] === 'enabled');

  const select = (tab: CallPatientTab) => {
    setCurrent(tab);
    setOpened((before) => new Set(before).add(tab));
    document.getElementById(`call-panel-tab-${tab}`)?.focus();
  };
  // The tabs pattern of WAI-ARIA: arrows move along the row (the other way in right-to-left), Home and End to its ends.
  const onKeyDown = (event: KeyboardEvent) => {
    const index = usable.indexOf(current);
    const forward = i18n.dir() === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
    const target =
      event.key === forward
        ? usable[(index + 1) % usable.length]
        : event.key === backward
          ? usable[(index - 1 + usable.length) % usable.length]
          : event.key === 'Home'
            ? usable[0]
            : event.key === 'End'
              ? usable.at(-1)
              : undefined;
    if (!target) return;
    event.preventDefault();
    select(target);
  };

  return (
    <aside className="tabib-call-panel" hidden={!open} aria-labelledby="call-panel-title" data-testid="call-patient-panel">
      <header className="tabib-call-panel-header">
        <h2 id="call-panel-title">{t('videoCall.panel.title')}</h2>
        <Button
          type="text"
          icon={<CloseOutlined />}
          aria-label={t('videoCall.hidePanel')}
          onClick={onClose}
          data-testid="call-panel-close"
        />
      </header>
      <div className="tabib-call-panel-tabs" role="tablist" aria-labelledby="call-panel-title" onKeyDown={onKeyDown}>
        {shown.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`call-panel-tab-${tab}`}
            aria-selected={tab === current}
            aria-controls={`call-panel-content-${tab}`}
            tabIndex={tab === current ? 0 : -1}
            disabled={levels?.[tab] !== 'enabled'}
            onClick={() => select(tab)}
            data-testid={`call-panel-tab-${tab}`}
          >
            {t(`videoCall.panel.tabs.${tab}`)}
          </button>
        ))}
      </div>
      {shown
        .filter((tab) => opened.has(tab))
        .map((tab) => (
          <div
            key={tab}
            role="tabpanel"
            id={`call-panel-content-${tab}`}
            aria-labelledby={`call-panel-tab-${tab}`}
            hidden={tab !== current}
            className="tabib-call-panel-content"
          >
            <Slot name="videocall.patientTab" props={{ tab, appointmentId, patientId }} fallback={<Empty />} />
          </div>
        ))}
    </aside>
  );
}
