-- The weekly programme schedule, in Addis Ababa time: a slot is a day (0 = Sunday), the minute of the
-- day it starts and the minute it ends (a program past midnight takes two slots), and its program.
CREATE TABLE schedule_slots (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  day smallint NOT NULL CHECK (day BETWEEN 0 AND 6),
  start_minute smallint NOT NULL CHECK (start_minute BETWEEN 0 AND 1439),
  end_minute smallint NOT NULL CHECK (end_minute BETWEEN 1 AND 1440),
  program_id uuid NOT NULL REFERENCES programs (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_minute > start_minute)
);
CREATE INDEX schedule_slots_day_idx ON schedule_slots (day, start_minute);
CREATE INDEX schedule_slots_program_idx ON schedule_slots (program_id);

-- Writes to the schedule are on the Activity page like the other writes of the back office.
ALTER TABLE audit_events DROP CONSTRAINT audit_events_kind_check;
ALTER TABLE audit_events ADD CONSTRAINT audit_events_kind_check
  CHECK (kind IN ('post', 'admin', 'program', 'satellite', 'schedule', 'live', 'ad', 'telegram-admin', 'banner', 'settings', 'inbox', 'newsletter'));
