import { AimOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultMapCentre, geoPositionSchema, type GeoPosition } from '@tabib/contracts/office-location';
import { useNotices } from '../../../components/ui/notices-context';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useGeoPosition } from '../api/get-geo-position';
import { useMapConfig } from '../api/get-map-config';
import { useSaveGeoPosition } from '../api/save-geo-position';
import { GpsMap } from './gps-map';

/** Six decimals: about 10 cm, more than a map click means. */
const rounded = ({ lat, lng }: GeoPosition): GeoPosition => ({ lat: Number(lat.toFixed(6)), lng: Number(lng.toFixed(6)) });

/** Spec 3 section 2, GPS position: place the office on a map and save it. Only DOC-ALL may change it. */
export function GpsPage({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('profile');
  const { message } = useNotices();
  const errorMessage = useErrorMessage();
  const saved = useGeoPosition();
  const mapConfig = useMapConfig();
  const save = useSaveGeoPosition();
  const [placed, setPlaced] = useState<GeoPosition | null>(null);

  if (saved.isPending) return <PageSpinner />;
  if (saved.isError) return <Alert type="error" showIcon title={errorMessage(saved.error)} />;
  const marker = placed ?? saved.data ?? defaultMapCentre;
  const place = (position: GeoPosition) => setPlaced(rounded(position));

  function locate() {
    const refuse = () => void message.error(t('gps.locationDenied'));
    if (!('geolocation' in navigator)) return refuse();
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const position = geoPositionSchema.safeParse({ lat: coords.latitude, lng: coords.longitude });
        if (position.success) place(position.data);
        else refuse();
      },
      refuse,
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  }

  function saveMarker() {
    save.mutate(marker, {
      onSuccess: () => void message.success(t('gps.saved')),
      onError: (error) => void message.error(`${t('gps.saveFailed')}: ${errorMessage(error)}`),
    });
  }

  return (
    <Card title={t('gps.title')} data-testid="gps-page">
      <Flex vertical gap="middle">
        <Typography.Text type="secondary">{disabled ? t('gps.readOnly') : t('gps.hint')}</Typography.Text>
        {saved.data === null && <Alert type="info" showIcon title={t('gps.notSaved')} data-testid="gps-not-saved" />}
        <GpsMap marker={marker} onPlace={disabled ? undefined : place} tiles={mapConfig.data} label={t('gps.mapLabel')} />
        <Flex wrap gap="middle" justify="space-between" align="center">
          <Typography.Text data-testid="gps-coordinates" data-lat={marker.lat} data-lng={marker.lng}>
            {t('gps.latitude')} <bdi dir="ltr">{marker.lat.toFixed(6)}</bdi> · {t('gps.longitude')}{' '}
            <bdi dir="ltr">{marker.lng.toFixed(6)}</bdi>
          </Typography.Text>
          <Space wrap>
            <Button icon={<AimOutlined />} onClick={locate} disabled={disabled} data-testid="gps-use-my-position">
              {t('gps.useMyPosition')}
            </Button>
            <Button
              type="primary"
              icon={<SaveOutlined />}
              onClick={saveMarker}
              loading={save.isPending}
              disabled={disabled}
              data-testid="gps-save"
            >
              {t('gps.save')}
            </Button>
          </Space>
        </Flex>
      </Flex>
    </Card>
  );
}
