import { extensionsOf, type FileKind } from '@assessor/contract';
import { FieldFrame, invalidProps } from '../../../components/form/FieldFrame.tsx';

interface Props {
  id: string;
  label: string;
  kinds: readonly FileKind[];
  onFile: (file: File | null) => void;
  error?: string | undefined;
}

/** A labelled file picker limited to the section's file types. */
export function FileInput({ id, label, kinds, onFile, error }: Props) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <input
        id={id}
        type="file"
        className={`form-control${error ? ' is-invalid' : ''}`}
        {...invalidProps(id, error)}
        accept={extensionsOf(kinds)
          .map((ext) => `.${ext}`)
          .join(',')}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
    </FieldFrame>
  );
}
