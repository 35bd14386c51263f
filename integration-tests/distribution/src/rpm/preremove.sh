# jmaui: stop the daemon (it writes its checkpoint on SIGTERM) when the package is erased.
if [ "$1" -eq 0 ] && [ -d /run/systemd/system ]; then
    systemctl stop maui.service >/dev/null 2>&1 || :
fi
exit 0
