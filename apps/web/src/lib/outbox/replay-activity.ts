let replaying = false;

/**
 * Whether this tab is replaying the outbox now. Screens hold their live updates meanwhile: the
 * replay's own writes come back as one event each, and the calendar reloads once it ends.
 */
export const replayActivity = {
  get active() {
    return replaying;
  },
  async during<T>(replay: () => Promise<T>): Promise<T> {
    replaying = true;
    try {
      return await replay();
    } finally {
      replaying = false;
    }
  },
};
