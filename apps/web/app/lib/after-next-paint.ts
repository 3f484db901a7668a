/**
 * Runs `callback` once the next frame has been drawn: a timer set in a frame callback fires after that frame's
 * paint. Work that reads layout (moving focus, measuring) then finds the page's style and layout computed already,
 * instead of forcing the browser to compute them inside the task that changed the page. Returns a cancel function.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
