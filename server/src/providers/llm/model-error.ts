/**
 * Why a reply from the tutor model failed. `message` is safe to show a student (the chat route
 * sends it in the stream's error event); `detail` says what went wrong upstream, for the logs.
 */
export class ModelError extends Error {
  constructor(
    message: string,
    public readonly detail: string = message,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ModelError';
  }
}
