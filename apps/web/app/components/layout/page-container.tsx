/** The column of a content page's blocks; the layout's `<main>` gives it its width and side padding. */
export function PageContainer({ children, testId }: { children: React.ReactNode; testId?: string }) {
  return (
    <div data-testid={testId} className="flex w-full flex-col gap-10 lg:gap-14">
      {children}
    </div>
  );
}
