/** The candidate's photo placeholder: their initials in a circle (the list carries no photo). */
export function CandidatePhoto({ name }: { name: string }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden="true"
      className="rounded-circle bg-secondary-subtle text-secondary-emphasis d-inline-flex align-items-center justify-content-center flex-shrink-0 fw-semibold"
      style={{ width: 40, height: 40 }}
    >
      {initials}
    </span>
  );
}
