import 'leaflet/dist/leaflet.css';
import L, { type LeafletEventHandlerFnMap } from 'leaflet';
import markerIconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import markerIconUrl from 'leaflet/dist/images/marker-icon.png';
import markerShadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { mapZoom, type GeoPosition, type MapConfig } from '@tabib/contracts/office-location';

// Leaflet finds its default marker images through a path read from its CSS at run time, which
// Vite's bundling breaks: the marker uses the bundled files (so it also shows offline).
const markerIcon = L.icon({
  ...L.Icon.Default.prototype.options,
  iconUrl: markerIconUrl,
  iconRetinaUrl: markerIconRetinaUrl,
  shadowUrl: markerShadowUrl,
});

/** Most tile servers stop at 19: deeper zooms enlarge their last tiles instead of showing none. */
const deepestTileZoom = 19;

interface GpsMapProps {
  marker: GeoPosition;
  /** undefined: read-only (the marker does not move). */
  onPlace?: (position: GeoPosition) => void;
  /** undefined while unknown or unavailable: the map works without tiles (offline, blocked). */
  tiles?: MapConfig;
  label: string;
}

function ClickToPlace({ onPlace }: { onPlace: (position: GeoPosition) => void }) {
  useMapEvents({ click: (event) => onPlace({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

/** Brings the marker into view when it is placed off screen (use my position); a click or a drag stays put. */
function KeepInView({ marker }: { marker: GeoPosition }) {
  const map = useMap();
  useEffect(() => {
    if (!map.getBounds().contains([marker.lat, marker.lng])) map.setView([marker.lat, marker.lng]);
  }, [map, marker.lat, marker.lng]);
  return null;
}

/** The Leaflet map of the GPS page. Always left-to-right inside, whatever the page's direction. */
export function GpsMap({ marker, onPlace, tiles, label }: GpsMapProps) {
  const { t } = useTranslation('profile');
  const dragHandlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      dragend: (event) => {
        const { lat, lng } = (event.target as L.Marker).getLatLng();
        onPlace?.({ lat, lng });
      },
    }),
    [onPlace],
  );
  return (
    <div dir="ltr" data-testid="gps-map" aria-label={label} style={{ height: 440, width: '100%' }}>
      <MapContainer
        center={[marker.lat, marker.lng]}
        zoom={mapZoom.initial}
        minZoom={mapZoom.min}
        maxZoom={mapZoom.max}
        zoomControl={false}
        style={{ height: '100%', width: '100%' }}
      >
        {/* Leaflet's own control is titled in English ('Zoom in'): the buttons' names are ours. */}
        <ZoomControl zoomInTitle={t('gps.zoomIn')} zoomOutTitle={t('gps.zoomOut')} />
        {tiles && (
          <TileLayer url={tiles.tileUrl} attribution={tiles.attribution} maxZoom={mapZoom.max} maxNativeZoom={deepestTileZoom} />
        )}
        <Marker
          position={[marker.lat, marker.lng]}
          icon={markerIcon}
          draggable={!!onPlace}
          eventHandlers={dragHandlers}
          alt={label}
        />
        {onPlace && <ClickToPlace onPlace={onPlace} />}
        <KeepInView marker={marker} />
      </MapContainer>
    </div>
  );
}
