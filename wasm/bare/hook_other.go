//go:build !js

package main

func noteDraw(*bare) {}
func expose(*bare)   {}
