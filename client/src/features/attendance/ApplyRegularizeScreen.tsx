import { remarkLimits } from '@assessor/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useNavigate, useParams } from 'react-router-dom';
import { ListStatus } from '../../components/ListStatus.tsx';
import { FieldFrame, invalidProps } from '../../components/form/FieldFrame.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useForm } from '../../components/form/useForm.ts';
import { useOutbox } from '../../outbox/useOutbox.ts';
import { paths } from '../../paths/paths.ts';
import { screenMessage } from '../../session/screenMessage.ts';
import { useAttendanceLogsQuery } from './endpoints.ts';
import { regularizeDraft } from './clockDraft.ts';
import { SelfiePicker } from './parts/SelfiePicker.tsx';
import { lateClocks } from './lateClocks.ts';
import { recordDate, recordView, type RecordView } from './records.ts';
import { lateStart, validate, type Values } from './regularizeRules.ts';
import { takenDayOf, takenTimesOf, useTakenDays, type TakenDay } from './takenTimes.ts';
import { clockOfInput } from './time.ts';
import { useBackTo } from '../../lib/screenFrame.ts';

/**
 * `/batchassessment-details/attendence/apply-regularize/:batchId/:assessorId/:actionId` (and its `/re-capture`
 * variant, which takes a new selfie with the camera): ask for a record's times to be corrected. When the server
 * recorded a clock-in or clock-out late (sent when the phone had signal again), the form starts with the times the
 * phone took, the stamped selfie of that moment as the photo and a reason saying so.
 */
export function ApplyRegularize({ recapture }: { recapture: boolean }) {
  const { t } = useTranslation('attendance');
  const { batchId = '', assessorId = '', actionId = '' } = useParams();
  const { data, isLoading, error, refetch } = useAttendanceLogsQuery({
    query: { batch_id: batchId, log_id: actionId },
  });
  const raw = data?.logs?.find((log) => log._id === actionId);
  const takenDays = useTakenDays();
  const back = paths.attendance.details.to({ batchId, logId: actionId });
  useBackTo(back);
  return (
    <section>
      <h1 className="h4">{t(recapture ? 'regularize.titleRecapture' : 'regularize.title')}</h1>
      <p className="small">{t(recapture ? 'regularize.applyRecaptureFor' : 'regularize.applyFor')}</p>
      <ListStatus
        isLoading={isLoading || (raw !== undefined && takenDays === undefined)}
        error={error}
        isEmpty={!raw}
        emptyText={t('details.notFound')}
        onRetry={() => void refetch()}
      >
        {raw && takenDays ? (
          <RegularizeForm record={recordView(raw)} taken={takenDays} assessorId={assessorId} recapture={recapture} />
        ) : null}
      </ListStatus>
    </section>
  );
}

/** The form's first values: the record's times, or for a day recorded late, what the phone took (see above). */
function useStartValues(record: RecordView, days: readonly TakenDay[], recapture: boolean): () => Values {
  const { t } = useTranslation('attendance');
  const taken = takenDayOf(days, record.batchRef, record.day);
  const late = lateClocks({ ...record, waiting: [], queuedOnly: false }, takenTimesOf(taken));
  return () => {
    const { clockIn, clockOut, proof: proofOf } = lateStart(record, late);
    const proof = proofOf ? taken?.[proofOf] : undefined;
    return {
      clockIn,
      clockOut,
      remark: late
        .map((clock) => t(clock.action === 'clockIn' ? 'late.clockIn' : 'late.clockOut', { ...clock }))
        .join(' '),
      // A new selfie is the point of the re-capture variant: it never starts with a kept one.
      photo:
        proof && !recapture
          ? new File([proof.photo], proof.photoName, { type: proof.photo.type || 'image/jpeg' })
          : null,
    };
  };
}

function RegularizeForm({
  record,
  taken,
  assessorId,
  recapture,
}: {
  record: RecordView;
  taken: readonly TakenDay[];
  assessorId: string;
  recapture: boolean;
}) {
  const { t } = useTranslation('attendance');
  const startValues = useStartValues(record, taken, recapture);
  const outbox = useOutbox();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const { values, set, errors, message, setMessage, handleSubmit } = useForm<Values>(startValues, validate, {
    clearFixed: true,
    focusFirstError: true,
  });
  const error = (key: keyof Values) => (errors[key] ? t(errors[key]!, remarkLimits) : undefined);
  const send = async (sent: Values) => {
    setBusy(true);
    try {
      await outbox.add(
        regularizeDraft({
          batchRef: record.batchRef,
          recordId: record.id,
          dayRecordId: record.dayRecordId,
          assessorId,
          clockInTime: clockOfInput(sent.clockIn),
          clockOutTime: clockOfInput(sent.clockOut),
          remark: sent.remark.trim(),
          photo: sent.photo!,
          recapture,
          label: t('regularize.label', { batchId: record.batchId ?? '' }),
        }),
      );
      navigate(paths.attendance.regularizeRequests.to());
    } catch (failure) {
      setMessage(screenMessage(failure, t('regularize.failed')));
      setBusy(false);
    }
  };
  const remarkId = 'regularize-remark';
  const photoId = 'regularize-photo';
  return (
    <form noValidate onSubmit={handleSubmit(send)}>
      <p className="small text-body-secondary">
        {t('regularize.recordLine', {
          batchId: record.batchId ?? '',
          date: recordDate(record.day),
          in: record.clockInTime ?? '—',
          out: record.clockOutTime ?? t('list.missing'),
        })}
      </p>
      <TextField
        id="regularize-in"
        type="time"
        label={t('regularize.clockIn')}
        value={values.clockIn}
        error={error('clockIn')}
        onChange={(event) => set('clockIn')(event.target.value)}
      />
      <TextField
        id="regularize-out"
        type="time"
        label={t('regularize.clockOut')}
        value={values.clockOut}
        error={error('clockOut')}
        onChange={(event) => set('clockOut')(event.target.value)}
      />
      <FieldFrame id={remarkId} label={t('regularize.remark')} error={error('remark')}>
        <textarea
          id={remarkId}
          className={`form-control${errors.remark ? ' is-invalid' : ''}`}
          rows={3}
          maxLength={remarkLimits.max}
          value={values.remark}
          onChange={(event) => set('remark')(event.target.value)}
          {...invalidProps(remarkId, error('remark'))}
        />
        <div className="form-text">
          {t('regularize.remarkCount', { count: values.remark.trim().length, ...remarkLimits })}
        </div>
      </FieldFrame>
      {recapture ? (
        <SelfiePicker
          photo={values.photo}
          onPhoto={set('photo')}
          label={t('camera.take')}
          {...invalidProps(photoId, error('photo'))}
        />
      ) : (
        <PhotoField photo={values.photo} onPhoto={set('photo')} {...invalidProps(photoId, error('photo'))} />
      )}
      {errors.photo ? (
        <div id={`${photoId}-error`} className="small text-danger mb-2" role="alert">
          {error('photo')}
        </div>
      ) : null}
      {message ? (
        <div className="alert alert-danger" role="alert">
          {message}
        </div>
      ) : null}
      <Button type="submit" className="w-100 py-2" disabled={busy}>
        {t('regularize.submit')}
      </Button>
    </form>
  );
}

/** The request's photo (`captureImage`): from the camera or the gallery. */
function PhotoField({
  photo,
  onPhoto,
  ...invalid
}: { photo: File | null; onPhoto: (file: File | null) => void } & ReturnType<typeof invalidProps>) {
  const { t } = useTranslation('attendance');
  const marked = invalid['aria-invalid'] === true;
  return (
    <div className="mb-3">
      <label htmlFor="regularize-photo" className="form-label">
        {t('regularize.photo')}
      </label>
      <input
        id="regularize-photo"
        type="file"
        className={`form-control${marked ? ' is-invalid' : ''}`}
        accept="image/*"
        onChange={(event) => {
          onPhoto(event.target.files?.[0] ?? null);
        }}
        {...invalid}
      />
      {photo ? <div className="small text-body-secondary mt-1">{photo.name}</div> : null}
    </div>
  );
}

export default function ApplyRegularizeScreen() {
  return <ApplyRegularize recapture={false} />;
}
