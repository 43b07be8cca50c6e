/**
 * Where a mark sits on the timeline, in percent: each half takes half the bar, stoppage time squeezed
 * into the end of its half so a 45+4 goal stays before the break.
 */
export function timelinePosition(mark: { minute: number; extraMinute: number | null }): number {
  const extra = Math.min(mark.extraMinute ?? 0, 9) * 0.1;
  const minute = Math.max(0, Math.min(90, mark.minute)) + extra;
  return Math.round(Math.min(100, (minute / 91) * 100) * 10) / 10;
}

/**
 * The lane of each mark of one side, so no two labels overlap: marks in position order, each in the
 * lane nearest the axis whose last mark is at least `gap` percent before it. Close events stack
 * outwards instead of printing their minutes over each other.
 */
export function assignLanes(positions: readonly number[], gap: number): number[] {
  const order = positions.map((position, index) => ({ position, index })).sort((a, b) => a.position - b.position);
  const laneEnds: number[] = [];
  const lanes = new Array<number>(positions.length).fill(0);
  for (const { position, index } of order) {
    let lane = laneEnds.findIndex((end) => position - end >= gap);
    if (lane < 0) {
      lane = laneEnds.length;
      laneEnds.push(position);
    } else {
      laneEnds[lane] = position;
    }
    lanes[index] = lane;
  }
  return lanes;
}
