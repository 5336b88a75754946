-- Seeded users kept their notification channels as a flat map; the portal reads them under "channels" (as the
-- profile update writes them). Moves the flat maps of existing data directories under "channels".
UPDATE users SET notifications = jsonb_build_object('channels', notifications)
  WHERE notifications <> '{}'::jsonb AND NOT notifications ? 'channels';
