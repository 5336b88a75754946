-- Issue 11: the browser's position stored on the session (SPEC §3 User session geolocation {latitude, longitude}).
ALTER TABLE sessions ADD COLUMN latitude double precision CHECK (latitude BETWEEN -90 AND 90);
ALTER TABLE sessions ADD COLUMN longitude double precision CHECK (longitude BETWEEN -180 AND 180);
