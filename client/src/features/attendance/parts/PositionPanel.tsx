import Button from 'react-bootstrap/Button';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { distanceM, type Point } from '../geo.ts';
import { MAX_ACCURACY_M, type PositionState } from '../usePosition.ts';

interface Props {
  position: PositionState;
  centre: Point | undefined;
  onRetry: () => void;
}

/** The position with its accuracy and the distance to the exam centre, or why there is none and what to do. */
export function PositionPanel({ position, centre, onRetry }: Props) {
  const { t } = useTranslation('attendance');
  if (position.status === 'locating') return <p className="small" role="status">{t('position.locating')}</p>;
  if (position.status === 'ready') {
    return (
      <dl className="small mb-2">
        <dt>{t('position.label')}</dt>
        <dd className="mb-1">{t('position.coordinates', { latitude: position.latitude.toFixed(6), longitude: position.longitude.toFixed(6) })}</dd>
        <dt>{t('position.accuracyLabel')}</dt>
        <dd className="mb-1">{t('position.metres', { count: Math.round(position.accuracy) })}</dd>
        {centre ? (
          <>
            <dt>{t('position.distanceLabel')}</dt>
            <dd className="mb-1" data-testid="distance">{t('position.metres', { count: distanceM(position, centre) })}</dd>
          </>
        ) : null}
      </dl>
    );
  }
  const message = position.status === 'inaccurate'
    ? t('position.inaccurate', { accuracy: position.accuracy, limit: MAX_ACCURACY_M })
    : t(`position.${position.status}`);
  return (
    <div className="alert alert-warning" role="alert">
      <p className="mb-2">{message}</p>
      {position.status === 'denied' ? <p className="small mb-2">{t('position.howToAllow')}</p> : null}
      {position.status !== 'unsupported' ? <Button size="sm" variant="outline-dark" onClick={onRetry}>{t('position.retry')}</Button> : null}
    </div>
  );
}
