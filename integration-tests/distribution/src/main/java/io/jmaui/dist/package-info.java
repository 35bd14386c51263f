/**
 * The files a site installs that are made from the code rather than written by hand: a man page
 * source for {@code maui} and every command and tool (picocli-codegen, from the picocli
 * definitions the commands run with), bash/zsh completion (picocli's AutoComplete), the maui.cfg
 * parameter reference (from the parameter table), the packages' maui.cfg with FHS paths, and the
 * {@code /usr/bin} wrappers.
 */
package io.jmaui.dist;
