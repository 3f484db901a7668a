/** Why a take was refused, where the player acted. */
export function RefusalNote({ message, testId }: { message: string | null; testId: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      data-testid={testId}
      className="rounded-xl bg-danger/12 px-3.5 py-3 text-sm font-medium text-danger ring-1 ring-danger/25"
    >
      {message}
    </p>
  );
}
