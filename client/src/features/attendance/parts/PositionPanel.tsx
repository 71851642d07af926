import { clockInRadiusM } from '@assessor/contract';
import Button from 'react-bootstrap/Button';
import type { TFunction } from '../../../i18n/translator.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { distanceM, distanceWords, type Point } from '../geo.ts';
import { MAX_ACCURACY_M, type PositionState } from '../usePosition.ts';

interface Props {
  position: PositionState;
  centre: Point | undefined;
  onRetry: () => void;
  /** A clock-in: warn before sending when the position is outside the radius the server accepts. */
  geofence?: boolean;
}

/** "40 metres", "2.3 km". */
export function distanceText(t: TFunction, metres: number): string {
  const words = distanceWords(metres);
  return 'km' in words ? t('position.km', { km: words.km }) : t('position.metres', { count: words.metres });
}

/** The position with its accuracy and the distance to the exam centre, or why there is none and what to do. */
export function PositionPanel({ position, centre, onRetry, geofence = false }: Props) {
  const { t } = useTranslation('attendance');
  if (position.status === 'locating')
    return (
      <p className="small" role="status">
        {t('position.locating')}
      </p>
    );
  if (position.status === 'ready') {
    const distance = centre ? distanceM(position, centre) : undefined;
    return (
      <>
        <dl className="small mb-2">
          <dt>{t('position.label')}</dt>
          <dd className="mb-1">
            {t('position.coordinates', {
              latitude: position.latitude.toFixed(6),
              longitude: position.longitude.toFixed(6),
            })}
          </dd>
          <dt>{t('position.accuracyLabel')}</dt>
          <dd className="mb-1">{t('position.metres', { count: Math.round(position.accuracy) })}</dd>
          {distance !== undefined ? (
            <>
              <dt>{t('position.distanceLabel')}</dt>
              <dd className="mb-1" data-testid="distance">
                {distanceText(t, distance)}
              </dd>
            </>
          ) : null}
        </dl>
        {/* Said before sending: a clock-in from too far is refused, and the assessor can move first. */}
        {geofence && distance !== undefined && distance > clockInRadiusM ? (
          <div className="alert alert-warning" role="alert">
            <p className="mb-2">
              {t('position.outside', { distance: distanceText(t, distance), radius: distanceText(t, clockInRadiusM) })}
            </p>
            <Button variant="outline-dark" onClick={onRetry}>
              {t('position.update')}
            </Button>
          </div>
        ) : null}
      </>
    );
  }
  const message =
    position.status === 'inaccurate'
      ? t('position.inaccurate', { accuracy: position.accuracy, limit: MAX_ACCURACY_M })
      : t(`position.${position.status}`);
  return (
    <div className="alert alert-warning" role="alert">
      <p className="mb-2">{message}</p>
      {position.status === 'denied' ? <p className="small mb-2">{t('position.howToAllow')}</p> : null}
      {position.status !== 'unsupported' ? (
        <Button size="sm" variant="outline-dark" onClick={onRetry}>
          {t('position.retry')}
        </Button>
      ) : null}
    </div>
  );
}
