// The game's timer: the time played, which runs only while the game is played and is kept with it.
export class Clock {
  constructor() {
    this.elapsed = 0; // ms played before the clock last started
    this.since = null; // when it started (Date.now()), null while it stands
  }

  /** The time played, in ms. */
  get played() {
    return this.elapsed + (this.since === null ? 0 : Date.now() - this.since);
  }

  get running() {
    return this.since !== null;
  }

  /** Starts (on) or stops the clock; either again changes nothing. */
  run(on) {
    if (on && this.since === null) this.since = Date.now();
    if (!on && this.since !== null) {
      this.elapsed = this.played;
      this.since = null;
    }
  }

  /** Stops the clock at ms played (a kept game's time). */
  reset(ms) {
    this.elapsed = ms;
    this.since = null;
  }

  /** ms as the timer shows it: mm:ss, and h:mm:ss from an hour. */
  static text(ms) {
    const s = Math.floor(ms / 1000), mm = String(Math.floor(s / 60) % 60).padStart(2, "0"), ss = String(s % 60).padStart(2, "0");
    return s >= 3600 ? Math.floor(s / 3600) + ":" + mm + ":" + ss : mm + ":" + ss;
  }
}
