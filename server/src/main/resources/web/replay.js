// The replay of a game: its moves played again from the givens, one at a time, on a copy of the game,
// so the game itself stays as it is.
export class Replay {
  /**
   * @param {Game} game the game to replay
   * @param {function} show draws the copy after each move: show(copy, movesPlayed, movesInAll)
   * @param {function} done called once the last move is shown or the replay is stopped
   */
  constructor(game, show, done) {
    this.copy = game.rewound();
    this.total = this.copy.redoStack.length;
    this.played = 0;
    this.show = show;
    this.done = done;
    this.timer = null;
  }

  /** Plays the moves at a pace that shows a short game move by move and a long one within about 20 seconds. */
  start() {
    const interval = Math.min(400, Math.max(40, 20000 / Math.max(this.total, 1)));
    this.show(this.copy, 0, this.total);
    this.timer = setInterval(() => {
      this.copy.redo();
      this.show(this.copy, ++this.played, this.total);
      if (this.played >= this.total) this.stop();
    }, interval);
  }

  stop() {
    if (this.timer === null) return;
    clearInterval(this.timer);
    this.timer = null;
    this.done();
  }

  get running() {
    return this.timer !== null;
  }
}
