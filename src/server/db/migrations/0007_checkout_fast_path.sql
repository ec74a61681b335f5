-- Placing an order is one statement (src/server/modules/checkout/place-order-sql.ts), written by hand.
-- 1. Its cart delete must not NOTIFY inside the order's transaction: a NOTIFY takes a database-wide lock
--    from pre-commit until the commit is flushed to disk, so every order commit would wait for the one
--    before it. The statement sets shop.quiet_cart for its own transaction and the server sends the cart
--    notification itself right after the commit, as a transaction of its own that writes no WAL.
CREATE OR REPLACE FUNCTION "cart_notify_user_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('shop.quiet_cart', true) = 'on' THEN RETURN NULL; END IF;
  PERFORM pg_notify('cart_channel', json_build_object(
    't', TG_ARGV[0], 'u', CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END)::text);
  RETURN NULL;
END $$;--> statement-breakpoint
-- 2. A statement that finds one of its guards failed (slot full, stock short, cart changed) raises this
--    error, which rolls the whole statement back; the server turns the reason into the shopper's message.
CREATE FUNCTION "checkout_abort"(reason text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'checkout aborted: %', reason USING ERRCODE = 'P0001', DETAIL = reason;
END $$;
