# Varnish in front of the web processes (README "Several processes"): it keeps the public hub's
# REST answers (catalogue, company, Public materials) for as long as their s-maxage says, and
# drops a hub's answers when the app purges it (server/src/http-cache/hub-cache.ts: a PURGE
# request with `Surrogate-Key: hub-<company id>`, sent to each address in CACHE_PURGE_URLS).
# Everything else passes straight to the app. Tested by server/src/http-cache/varnish.test.ts.
vcl 4.1;

# The app (in production: the proxy or the web processes; the test replaces this port).
backend app {
  .host = "127.0.0.1";
  .port = "3000";
}

# Who may purge: the app's own machines.
acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Not allowed to purge"));
    }
    if (req.http.Surrogate-Key !~ "^[a-z]+-[0-9a-f-]+$") {
      return (synth(400, "Surrogate-Key: hub-<company id> is required"));
    }
    # Bans on obj.* only: the ban lurker clears them in the background too.
    ban("obj.http.Surrogate-Key ~ (^|\s)" + req.http.Surrogate-Key + "(\s|$)");
    return (synth(200, "Purged"));
  }
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # Only the hub's public answers are worth keeping; the app marks which are (Cache-Control).
  if (req.url !~ "^/api/v1/hub/(materials|company|search)(\?|$)") {
    return (pass);
  }
  # A signed-in caller (a token, or the hub's learner cookie) gets answers of their own.
  if (req.http.Authorization || req.http.Cookie ~ "(^|;)\s*aud_token=") {
    return (pass);
  }
  # Any other cookie (analytics, consent) says nothing to the app: one copy for everyone.
  unset req.http.Cookie;
  return (hash);
}

sub vcl_deliver {
  if (obj.uncacheable) {
    set resp.http.X-Cache = "PASS";
  } else if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  unset resp.http.Surrogate-Key;
}
