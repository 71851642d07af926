/** The server's message (or any notice) in an alert box that screen readers announce. */
export function Alert({
  text,
  tone = 'danger',
}: {
  text: string | null | undefined;
  tone?: 'danger' | 'success' | 'warning' | 'info';
}) {
  if (!text) return null;
  return (
    <div className={`alert alert-${tone}`} role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'}>
      {text}
    </div>
  );
}
