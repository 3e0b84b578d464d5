import { describe, expect, it } from 'vitest';
import { describeMilliseconds, describeSeconds, msToSeconds, secondsToMs } from './durations';

describe('durations', () => {
  it('reads seconds as hours, minutes and seconds', () => {
    expect(describeSeconds(3600)).toBe('1 hora');
    expect(describeSeconds(5400)).toBe('1 hora e 30 minutos');
    expect(describeSeconds(7322)).toBe('2 horas, 2 minutos e 2 segundos');
    expect(describeSeconds(90)).toBe('1 minuto e 30 segundos');
    expect(describeSeconds(1)).toBe('1 segundo');
    expect(describeSeconds(0)).toBe('0 segundos');
    expect(describeSeconds(undefined)).toBe('');
    expect(describeSeconds(Number.NaN)).toBe('');
  });

  it('reads milliseconds', () => {
    expect(describeMilliseconds(3000)).toBe('3 segundos');
    expect(describeMilliseconds(1000)).toBe('1 segundo');
    expect(describeMilliseconds(1500)).toBe('1,5 segundo');
    expect(describeMilliseconds(2500)).toBe('2,5 segundos');
    expect(describeMilliseconds(90_000)).toBe('1 minuto e 30 segundos');
    expect(describeMilliseconds(-1)).toBe('');
  });
});

describe('seconds <-> milliseconds', () => {
  it('converts at the form edge', () => {
    expect(msToSeconds(3000)).toBe(3);
    expect(msToSeconds(1500)).toBe(1.5);
    expect(secondsToMs(3)).toBe(3000);
    expect(secondsToMs(1.5)).toBe(1500);
    expect(secondsToMs(0.0004)).toBe(0);
    expect(secondsToMs(undefined)).toBeUndefined();
    expect(secondsToMs(Number.NaN)).toBeUndefined();
    expect(secondsToMs(msToSeconds(4000))).toBe(4000);
  });
});
