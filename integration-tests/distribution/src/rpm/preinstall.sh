# jmaui: the maui system user owns the daemon's state and log.
getent group maui >/dev/null || groupadd -r maui
getent passwd maui >/dev/null || useradd -r -g maui -d /var/spool/maui -s /sbin/nologin -c "jmaui scheduler" maui
exit 0
