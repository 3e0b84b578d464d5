-- Capacity held by the database itself: each booking that is not cancelled takes one bay for its
-- whole stay, and no two of them share a bay at any instant. The service only hands out bays
-- 1 … booking_capacity, so no instant ever has more bookings than bays, whichever instance (or
-- transaction) took them: a concurrent insert that lands on a bay already taken fails with
-- 23P01 and is tried again on another bay, or refused when none is left.
-- Written with the range types' own GiST support (no btree_gist extension to install): the bay
-- as a one-value integer range, the stay as a half-open time range.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_bay_free" EXCLUDE USING gist (
  int4range("bay", "bay", '[]') WITH &&,
  tstzrange("starts_at", "ends_at", '[)') WITH &&
) WHERE ("status" <> 'cancelado');
