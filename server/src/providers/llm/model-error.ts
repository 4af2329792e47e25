/**
 * Why a reply from the tutor model failed. `message` is safe to show a student (the chat route
 * sends it in the stream's error event); `detail` says what went wrong upstream, for the logs;
 * `timedOut` tells a model too slow to answer from one that answered with a failure.
 */
export class ModelError extends Error {
  readonly timedOut: boolean;
  constructor(
    message: string,
    public readonly detail: string = message,
    options?: { cause?: unknown; timedOut?: boolean },
  ) {
    super(message, options);
    this.name = 'ModelError';
    this.timedOut = options?.timedOut ?? false;
  }
}
