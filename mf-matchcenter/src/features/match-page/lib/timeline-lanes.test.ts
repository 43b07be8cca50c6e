import { assignLanes, timelinePosition } from './timeline-lanes';

test('[MC-12] timeline: marks closer than the gap go to separate lanes, so their labels never overlap', () => {
  // 65', 70' and 73' as on the review's screenshot; 46' and 90' far from them.
  const positions = [46, 65, 70, 73, 90].map((minute) => timelinePosition({ minute, extraMinute: null }));
  const lanes = assignLanes(positions, 12);
  expect(lanes).toEqual([0, 0, 1, 2, 0]);
  // In each lane, neighbours are at least the gap apart.
  for (const lane of new Set(lanes)) {
    const inLane = positions.filter((_, i) => lanes[i] === lane);
    inLane.slice(1).forEach((position, i) => expect(position - (inLane[i] ?? 0)).toBeGreaterThanOrEqual(12));
  }
});

test('[MC-12] timeline: stoppage time stays in its half, and marks in any order get lanes by position', () => {
  expect(timelinePosition({ minute: 45, extraMinute: 4 })).toBeLessThan(
    timelinePosition({ minute: 46, extraMinute: null }),
  );
  expect(assignLanes([80, 10, 12], 12)).toEqual([0, 0, 1]);
});
