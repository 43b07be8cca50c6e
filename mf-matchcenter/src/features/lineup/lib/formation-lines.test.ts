import { formationLabel, formationLines } from './formation-lines';

test('[MC-10] a formation name is read into its lines, midfield being everything between defence and attack', () => {
  expect(formationLines('4_3_3')).toEqual({ GK: 1, DEF: 4, MF: 3, ST: 3 });
  expect(formationLines('4_2_3_1')).toEqual({ GK: 1, DEF: 4, MF: 5, ST: 1 });
  expect(formationLines('3_5_2')).toEqual({ GK: 1, DEF: 3, MF: 5, ST: 2 });
  expect(formationLines('4_4_3')).toBeNull();
  expect(formationLines('4-3-3')).toBeNull();
  expect(formationLines('')).toBeNull();
});

test('[MC-10] formation names are shown with hyphens instead of underscores', () => {
  expect(formationLabel('4_2_3_1')).toBe('4-2-3-1');
  expect(formationLabel('4_4_2')).toBe('4-4-2');
});
