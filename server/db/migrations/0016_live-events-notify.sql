-- Live updates (server/events): every change a customer may be watching is announced on the
-- channel storefront_events, from the database itself, so no writer can forget to (the simulator,
-- the order actions, `npm run orders`, another store process on the same PostgreSQL). NOTIFY is
-- delivered when the writing transaction commits, and never if it rolls back.
CREATE FUNCTION storefront_notify_order_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The simulator's own schedule (next_step_at) is no change anyone sees.
  IF (to_jsonb(OLD) - 'next_step_at') = (to_jsonb(NEW) - 'next_step_at') THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('storefront_events', json_build_object(
    'kind', 'order', 'orderUuid', NEW.uuid, 'userId', NEW.user_id)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_notify_changed AFTER UPDATE ON orders
  FOR EACH ROW EXECUTE FUNCTION storefront_notify_order_changed();
--> statement-breakpoint
-- Rider and agent replies are written ahead with a future created_at: the listener waits until
-- then before it tells anyone, as the lists show a message only once its time has come.
CREATE FUNCTION storefront_notify_chat_message() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  thread record;
BEGIN
  SELECT t.kind, t.user_id, o.uuid AS order_uuid INTO thread
    FROM chat_threads t LEFT JOIN orders o ON o.id = t.order_id
    WHERE t.uuid = NEW.thread_uuid;
  PERFORM pg_notify('storefront_events', json_build_object(
    'kind', 'chat-message', 'threadKind', thread.kind, 'userId', thread.user_id,
    'orderUuid', thread.order_uuid, 'threadUuid', NEW.thread_uuid, 'messageUuid', NEW.uuid,
    'createdAt', NEW.created_at)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER chat_messages_notify_inserted AFTER INSERT ON chat_messages
  FOR EACH ROW EXECUTE FUNCTION storefront_notify_chat_message();
